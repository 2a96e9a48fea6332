import type { DocumentView } from '@school/shared/document-schemas';
import { LocalLink as Link } from '../../lib/i18n/links';
import { Localized, useLocalized } from '../../lib/i18n/localized';
import { useT } from '../../lib/i18n/i18n';
import { AnchorButton } from '../../lib/ui/button';
import download from '../../lib/ui/icons/download';
import ui from '../../lib/ui/ui.module.css';
import { documentHref } from './documents-links';
import styles from './documents-page.module.css';
import { useDocumentWords } from './document-words';

/** One document in the list: its category, title (to its page), date and pages, and its download. */
export function DocumentCard({ doc }: { doc: DocumentView }) {
  const t = useT();
  const words = useDocumentWords();
  const localized = useLocalized();
  const title = localized(doc, 'title');
  const file = words.file(doc.file);
  return (
    <article className={`${ui.card} ${styles.item}`}>
      <p className={ui.muted}>{words.category(doc.category)}</p>
      <h2 className={styles.title}>
        <Link to={documentHref(doc.slug)} className={ui.cardTitleLink}>
          <Localized value={title} />
        </Link>
      </h2>
      <p className={`${ui.muted} ${styles.facts}`}>
        <time dateTime={doc.dateIssued}>{words.day(doc.dateIssued)}</time>
        <span>{words.pages(doc.file.pageCount)}</span>
      </p>
      {/* A real link: the API answers the file as an attachment, with or without the page's script. */}
      <AnchorButton href={doc.file.downloadUrl} variant="outlined" size="small" startIcon={download} className={styles.download}>
        {t('Download')} <span className={ui.visuallyHidden}>{title.text}, </span>({file})
      </AnchorButton>
    </article>
  );
}
