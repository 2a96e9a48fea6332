import type { EventItem } from '@school/shared/event-schemas';
import { publishedAt } from '@school/shared/publish-time';
import { useLocation } from 'react-router-dom';
import { absoluteUrl, PageMeta } from '../../lib/page-meta';
import { useSchool } from '../../lib/school-settings';
import { useSiteOrigin } from '../../lib/site-origin';
import { shortText } from '../../lib/structured-data';
import { Chip } from '../../lib/ui/chip';
import { Icon } from '../../lib/ui/icon';
import event from '../../lib/ui/icons/event';
import place from '../../lib/ui/icons/place';
import ui from '../../lib/ui/ui.module.css';
import { itemJsonLd, itemShareImage } from './news-item-data';
import { capitalise, eventWhenText, formatSchoolDate } from './news-format';
import styles from './news-item-page.module.css';

/** The item itself, with its head tags: title, when (and where, for an event), picture, text, tags. */
export function NewsItemArticle({ item }: { item: EventItem }) {
  const origin = useSiteOrigin();
  const school = useSchool();
  const { pathname } = useLocation();
  const isEvent = item.type === 'event';
  const published = publishedAt(item);
  const when = isEvent ? eventWhenText(item.startDate, item.endDate) : formatSchoolDate(published);
  const image = item.image;
  return (
    <article className={styles.article}>
      <PageMeta
        title={item.title}
        description={shortText(item.description) || item.title}
        type={isEvent ? 'website' : 'article'}
        image={itemShareImage(item)}
        jsonLd={itemJsonLd(item, absoluteUrl(origin, pathname), origin, school)}
      />
      {isEvent && <Chip label="Event" color="primary" size="small" data-testid="event-badge" />}
      <h1 className={`${ui.h1} ${styles.title}`}>{item.title}</h1>
      {when && (
        <p className={`${ui.muted} ${styles.line}`}>
          <Icon path={event} size={20} />
          <time dateTime={(isEvent ? item.startDate : published) ?? undefined}>{when}</time>
        </p>
      )}
      {isEvent && item.location && (
        <p className={`${ui.muted} ${styles.line}`}>
          <Icon path={place} size={20} />
          {item.location}
        </p>
      )}
      {image && (
        // The largest thing on the page: asked for at once; its width and height attributes keep
        // its box while it loads (no layout shift).
        <img
          className={styles.picture}
          src={image.url}
          srcSet={image.variants.map((v) => `${v.url} ${v.width}w`).join(', ')}
          sizes="(min-width: 900px) 852px, calc(100vw - 32px)"
          width={image.width}
          height={image.height}
          fetchPriority="high"
          alt={item.title}
        />
      )}
      <p className={styles.description}>{item.description}</p>
      {item.tags.length > 0 && (
        <ul aria-label="Tags" className={styles.tags}>
          {item.tags.map((tag) => (
            <li key={tag}>
              <Chip label={capitalise(tag)} size="small" variant="outlined" />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
