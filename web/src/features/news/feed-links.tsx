import { useT } from '../../lib/i18n/i18n';
import { AnchorButton, LinkButton } from '../../lib/ui/button';
import calendarMonth from '../../lib/ui/icons/calendar-month';
import rssFeed from '../../lib/ui/icons/rss-feed';
import ui from '../../lib/ui/ui.module.css';
import styles from './feed-links.module.css';

/** Parents can follow the school without visiting: a calendar subscription and an RSS feed (both in English). */
export function FeedLinks() {
  const t = useT();
  return (
    <aside aria-labelledby="feeds-heading" className={styles.feeds}>
      <h2 id="feeds-heading" className={styles.heading}>
        {t('Never miss a date')}
      </h2>
      <p className={`${ui.muted} ${styles.text}`}>
        {t('Add the school calendar to your phone’s calendar app, or follow our news in a feed reader.')}
      </p>
      <div className={styles.links}>
        {/* Plain links: the server answers with the files, outside the single-page app. */}
        <AnchorButton variant="contained" href="/api/events.ics" startIcon={calendarMonth}>
          {t('Events calendar (iCal)')}
        </AnchorButton>
        <AnchorButton variant="outlined" href="/api/news.rss" startIcon={rssFeed}>
          {t('News feed (RSS)')}
        </AnchorButton>
        {/* Issue 39: the news by e-mail, in the parent's language. */}
        <LinkButton variant="outlined" to="/subscribe?topic=news">
          {t('News by email')}
        </LinkButton>
      </div>
    </aside>
  );
}
