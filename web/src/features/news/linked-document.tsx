import type { LinkedDocument } from '@school/shared/event-schemas';
import { fileTypeAndSize } from '../../lib/document-file-words';
import { useT } from '../../lib/i18n/i18n';
import { Localized, useLocalized } from '../../lib/i18n/localized';
import { AnchorButton } from '../../lib/ui/button';
import download from '../../lib/ui/icons/download';
import styles from './news-item-article.module.css';

// A news item's linked document (issue 35, item 7), as the item's page shows it: a download that
// says what it brings. The server sends it only while the document is published (public-reads.ts).

// A message id (lib/i18n): the English text.
const DOWNLOAD = 'Download:';

/** "Download: Fee structure 2026-27 (PDF, 1.2 MB)": the API's download, the file as an attachment. */
export function LinkedDocumentDownload({ document }: { document: LinkedDocument }) {
  const t = useT();
  const localized = useLocalized();
  return (
    <p className={styles.document}>
      <AnchorButton href={document.file.downloadUrl} variant="outlined" startIcon={download} className={styles.documentLink}>
        <span>
          {t(DOWNLOAD)} <Localized value={localized(document, 'title')} /> ({fileTypeAndSize(document.file)})
        </span>
      </AnchorButton>
    </p>
  );
}
