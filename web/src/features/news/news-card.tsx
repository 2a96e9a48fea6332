import type { EventItem } from '@school/shared/event-schemas';
import { publishedAt } from '@school/shared/publish-time';
import { useT } from '../../lib/i18n/i18n';
import { LocalLink as Link } from '../../lib/i18n/links';
import { Localized, useLocalized, type LocalizedText } from '../../lib/i18n/localized';
import { Chip } from '../../lib/ui/chip';
import { Icon } from '../../lib/ui/icon';
import event from '../../lib/ui/icons/event';
import place from '../../lib/ui/icons/place';
import { StoredImage } from '../../lib/ui/stored-image';
import ui from '../../lib/ui/ui.module.css';
import styles from './news-card.module.css';
import { eventDateText, formatSchoolDate, tagEmoji } from './news-format';
import { TagList } from './tag-list';
import { useDateWords } from '../../lib/i18n/date-words';

// Three cards a row from md, two from sm: the browser picks the smallest variant that is sharp.
const SIZES = '(min-width: 1200px) 380px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw';

/** The card's picture, or its first tag's emoji; both 200px tall (news-card.module.css), so nothing moves as images load. */
function CardPicture({ item, title }: { item: EventItem; title: LocalizedText }) {
  const { image } = item;
  if (image) {
    return (
      <StoredImage
        image={image}
        className={styles.picture}
        sizes={SIZES}
        loading="lazy"
        decoding="async"
        alt={title.text}
        lang={title.lang}
      />
    );
  }
  return (
    <div aria-hidden className={styles.emoji}>
      {tagEmoji(item.tags)}
    </div>
  );
}

/** One news item or event on the public page, its title a link to its own page; `item-<id>` is the anchor old links point to. */
export function NewsCard({ item }: { item: EventItem }) {
  const t = useT();
  const localized = useLocalized();
  const words = useDateWords();
  const title = localized(item, 'title');
  const description = localized(item, 'description');
  const isEvent = item.type === 'event';
  // News is dated from its publish time: an item prepared last night and scheduled for 7 am is news of today.
  const published = publishedAt(item);
  const dateText = isEvent ? eventDateText(item.startDate, item.endDate, words) : formatSchoolDate(published, words);
  return (
    <article id={`item-${item._id}`} className={`${ui.card} ${styles.card}`}>
      <CardPicture item={item} title={title} />
      {isEvent && <Chip label={t('Event')} color="primary" size="small" data-testid="event-badge" className={styles.badge} />}
      <div className={styles.body}>
        {dateText && (
          <p className={`${ui.body2} ${ui.muted} ${styles.line}`}>
            <Icon path={event} size={20} />
            {isEvent ? <span>{dateText}</span> : <time dateTime={published}>{dateText}</time>}
          </p>
        )}
        <h2 className={styles.title}>
          {/* The title, not the whole card: a card-sized link would read its whole text as its name. */}
          {item.slug ? (
            <Link to={`/news/${item.slug}`} className={ui.cardTitleLink} lang={title.lang}>
              {title.text}
            </Link>
          ) : (
            <Localized value={title} />
          )}
        </h2>
        <p className={`${ui.muted} ${styles.description}`} data-testid="news-description" lang={description.lang}>
          {description.text}
        </p>
        {isEvent && item.location && (
          <p className={`${ui.body2} ${ui.muted} ${styles.line}`}>
            <Icon path={place} size={20} />
            <Localized value={localized(item, 'location')} />
          </p>
        )}
        <TagList tags={item.tags} className={styles.tags} />
      </div>
    </article>
  );
}
