import type { DocumentView } from '@school/shared/document-schemas';
import { useT } from '../../lib/i18n/i18n';
import { Localized, useLocalized } from '../../lib/i18n/localized';
import { PageMeta } from '../../lib/page-meta';
import { ShareLinks } from '../../lib/share-links';
import { shortText } from '../../lib/short-text';
import { AnchorButton } from '../../lib/ui/button';
import { Chip } from '../../lib/ui/chip';
import download from '../../lib/ui/icons/download';
import ui from '../../lib/ui/ui.module.css';
import styles from './document-article.module.css';
import { useDocumentWords } from './document-words';

/** The document itself, with its head tags: what it is, its download, and a scan's typed text. */
export function DocumentArticle({ doc }: { doc: DocumentView }) {
  const t = useT();
  const words = useDocumentWords();
  const localized = useLocalized();
  const title = localized(doc, 'title');
  const description = localized(doc, 'description');
  const issued = words.day(doc.dateIssued);
  const facts: [label: string, value: string][] = [
    [t('Date issued'), issued],
    [t('Category'), words.category(doc.category)],
    [t('Language'), words.language(doc.language)],
    [t('Pages'), words.pages(doc.file.pageCount)],
    [t('Size'), words.file(doc.file)],
    ...(doc.validUntil ? [[t('Valid until'), words.day(doc.validUntil)] as [string, string]] : []),
    ...(doc.classes.length > 0 ? [[t('Classes'), doc.classes.join(', ')] as [string, string]] : []),
  ];
  return (
    <article className={styles.article}>
      <PageMeta
        title={title.text}
        description={
          shortText(description.text) || t('{category}, issued {date}.', { category: words.category(doc.category), date: issued })
        }
        type="article"
      />
      <Chip label={words.category(doc.category)} color="primary" size="small" />
      <Localized as="h1" value={title} className={`${ui.h1} ${styles.title}`} />
      {description.text && <Localized as="p" value={description} className={styles.description} />}
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt className={ui.muted}>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {/* A real link to the API's download: the file as an attachment, the same bytes as stored. */}
      <AnchorButton href={doc.file.downloadUrl} size="large" startIcon={download} className={styles.download}>
        {t('Download')} ({words.file(doc.file)})
      </AnchorButton>
      <ShareLinks title={title.text} />
      {doc.typedText.trim() && (
        <section aria-labelledby="document-text-heading" className={styles.text}>
          <h2 id="document-text-heading" className={styles.textHeading}>
            {t('Text of the document')}
          </h2>
          <p className={styles.typed} lang={doc.language === 'other' ? undefined : doc.language}>
            {doc.typedText}
          </p>
        </section>
      )}
    </article>
  );
}
