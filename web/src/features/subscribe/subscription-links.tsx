import { ConfirmPage } from './confirm-page';
import { ManagePage } from './manage-page';

const PAGES = { confirm: ConfirmPage, manage: ManagePage };

/**
 * The pages the subscribers' mails link to (issue 39), one chunk apart from the subscribe form's,
 * with texts of their own (the `subscription-links` part): the confirmation link's and the manage
 * link's (app/public-routes.tsx).
 */
export function SubscriptionLinkPages({ page }: { page: keyof typeof PAGES }) {
  const Page = PAGES[page];
  return <Page />;
}
