import { ContentAdminPage } from '../../features/admin-content-pages/content-admin-page';
import { useSignedInMember } from '../../lib/admin/signed-in-member';
import { PageArticle } from '../../features/content-page/page-article';

/**
 * /admin/content composed here, since features do not import each other: the signed-in member's role
 * as the admin layout last heard it from the server, and the public page's renderer for previews.
 */
export function ContentRoute() {
  const { user } = useSignedInMember();
  return <ContentAdminPage role={user?.role} renderPage={(page) => <PageArticle page={page} />} />;
}
