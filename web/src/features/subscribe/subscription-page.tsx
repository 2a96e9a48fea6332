import type { ReactNode } from 'react';
import { PageHero } from '../../lib/page-hero';
import { PageMeta } from '../../lib/page-meta';
import ui from '../../lib/ui/ui.module.css';

/** The frame of the subscription's pages: their head tags, hero and column. */
export function SubscriptionPage({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <>
      <PageMeta title={title} description={subtitle} />
      <PageHero title={title} subtitle={subtitle} />
      <div className={`${ui.containerSm} ${ui.pageBody}`}>{children}</div>
    </>
  );
}
