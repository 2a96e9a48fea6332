import type { EventItemWithDocument } from '@school/shared/event-schemas';
import { publishedAt } from '@school/shared/publish-time';
import { useLocation } from 'react-router-dom';
import { useT } from '../../lib/i18n/i18n';
import { Localized, useLocalized } from '../../lib/i18n/localized';
import { absoluteUrl, PageMeta } from '../../lib/page-meta';
import { useSchool } from '../../lib/school-settings';
import { useSiteOrigin } from '../../lib/site-origin';
import { ShareLinks } from '../../lib/share-links';
import { shortText } from '../../lib/short-text';
import { Chip } from '../../lib/ui/chip';
import { Icon } from '../../lib/ui/icon';
import event from '../../lib/ui/icons/event';
import place from '../../lib/ui/icons/place';
import { StoredImage } from '../../lib/ui/stored-image';
import ui from '../../lib/ui/ui.module.css';
import { itemJsonLd, itemShareImage } from './news-item-data';
import { eventWhenText, formatSchoolDate } from './news-format';
import styles from './news-item-article.module.css';
import { LinkedDocumentDownload } from './linked-document';
import { TagList } from './tag-list';
import { useDateWords } from '../../lib/i18n/date-words';

/** The item itself, with its head tags: title, when (and where, for an event), picture, text, tags. */
export function NewsItemArticle({ item }: { item: EventItemWithDocument }) {
  const origin = useSiteOrigin();
  const school = useSchool();
  const { pathname } = useLocation();
  const t = useT();
  const localized = useLocalized();
  const words = useDateWords();
  const title = localized(item, 'title');
  const description = localized(item, 'description');
  const location = localized(item, 'location');
  // The head tags and structured data say what the page shows: the texts in the page's language.
  const shown = { ...item, title: title.text, description: description.text, location: location.text };
  const isEvent = item.type === 'event';
  const published = publishedAt(item);
  const when = isEvent ? eventWhenText(item.startDate, item.endDate, words) : formatSchoolDate(published, words);
  const image = item.image;
  return (
    <article className={styles.article}>
      <PageMeta
        title={shown.title}
        description={shortText(shown.description) || shown.title}
        type={isEvent ? 'website' : 'article'}
        image={itemShareImage(shown)}
        // Only the server's render writes it (lib/page-meta.tsx): the browser's build leaves its code out.
        jsonLd={import.meta.env.SSR ? itemJsonLd(shown, absoluteUrl(origin, pathname), origin, school) : undefined}
      />
      {isEvent && <Chip label={t('Event')} color="primary" size="small" data-testid="event-badge" />}
      <Localized as="h1" value={title} className={`${ui.h1} ${styles.title}`} />
      {when && (
        <p className={`${ui.muted} ${styles.line}`}>
          <Icon path={event} size={20} />
          <time dateTime={(isEvent ? item.startDate : published) ?? undefined}>{when}</time>
        </p>
      )}
      {isEvent && item.location && (
        <p className={`${ui.muted} ${styles.line}`}>
          <Icon path={place} size={20} />
          <Localized value={location} />
        </p>
      )}
      {image && (
        // The largest thing on the page: asked for at once; its width and height attributes keep
        // its box while it loads (no layout shift).
        <StoredImage
          image={image}
          className={styles.picture}
          sizes="(min-width: 900px) 852px, calc(100vw - 32px)"
          fetchPriority="high"
          alt={title.text}
          lang={title.lang}
        />
      )}
      <Localized as="p" value={description} className={styles.description} />
      {item.document && <LinkedDocumentDownload document={item.document} />}
      <TagList tags={item.tags} className={styles.tags} />
      <ShareLinks title={shown.title} />
    </article>
  );
}
