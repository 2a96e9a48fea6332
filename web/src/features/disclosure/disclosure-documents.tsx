import { DISCLOSURE_ITEM_NAMES, DISCLOSURE_ITEMS } from '@school/shared/disclosure-items';
import type { DisclosureDocumentsView, DocumentView } from '@school/shared/document-schemas';
import { schoolDay } from '@school/shared/school-time';
import { useState } from 'react';
import type { Expect } from '../../lib/api-client';
import { isRecord } from '../../lib/api-error';
import { dayText, useDateWords } from '../../lib/i18n/date-words';
import { useT } from '../../lib/i18n/i18n';
import { LocalLink as Link } from '../../lib/i18n/links';
import { Localized, useLocalized } from '../../lib/i18n/localized';
import { publicCalls } from '../../lib/public-calls';
import { Alert } from '../../lib/ui/alert';
import { Button } from '../../lib/ui/button';
import { SpinnerBlock } from '../../lib/ui/spinner';
import { usePublicItem } from '../../lib/use-public-item';
import { NotYet, Section, Table } from './disclosure-parts';
import styles from './disclosure-page.module.css';

// Section B: the documents CBSE asks for, each the library's newest published one staff marked as
// it (GET /api/documents/disclosure, read with the page on the server). A missing one says so and
// links nowhere: a dead link is the failure CBSE names.

const documentsExpect: Expect<DisclosureDocumentsView> = {
  accept: (data: unknown): data is DisclosureDocumentsView => isRecord(data),
  text: 'Invalid document data received from server',
};
const LOAD_FAILED = 'This page could not be loaded. Please try again in a moment.';

export function DocumentsSection() {
  const t = useT();
  const { state, retry } = usePublicItem(publicCalls.disclosureDocuments, documentsExpect, LOAD_FAILED);
  return (
    <Section id="disclosure-b" title={t('B. Documents and information')}>
      {state.status === 'found' ? (
        <DocumentsTable documents={state.data} />
      ) : state.status === 'loading' ? (
        <SpinnerBlock label={t('Loading')} minHeight="12rem" />
      ) : (
        // As lib/page-texts.tsx says it: RetryAlert's chunk would cost this page more than the lines it saves.
        <Alert severity="error">
          {t(state.status === 'error' ? state.message : LOAD_FAILED)}{' '}
          <Button variant="text" size="small" onClick={retry}>
            {t('Try again')}
          </Button>
        </Alert>
      )}
    </Section>
  );
}

function DocumentsTable({ documents }: { documents: DisclosureDocumentsView }) {
  const t = useT();
  // The school's day once per render of the page: the server's and the browser's agree but at midnight.
  const [today] = useState(() => schoolDay(Date.now()));
  return (
    <Table id="disclosure-documents" caption={t('Documents of the school')} head={[t('Document'), t('Published copy'), t('Validity')]}>
      {DISCLOSURE_ITEMS.map((item) => {
        const doc = documents[item] ?? null;
        return (
          <tr key={item}>
            <th scope="row">{t(DISCLOSURE_ITEM_NAMES[item])}</th>
            <td>{doc ? <PublishedCopy doc={doc} /> : <NotYet />}</td>
            <td>{doc ? <Validity doc={doc} today={today} /> : null}</td>
          </tr>
        );
      })}
    </Table>
  );
}

function PublishedCopy({ doc }: { doc: DocumentView }) {
  const t = useT();
  const words = useDateWords();
  const localized = useLocalized();
  return (
    <>
      <Link to={`/documents/${doc.slug}`} className={styles.link}>
        <Localized value={localized(doc, 'title')} />
      </Link>
      <span className={styles.note}>{t('Issued on {date}', { date: dayText(words, doc.dateIssued) })}</span>
    </>
  );
}

/** "Valid until …", or "Expired on …" highlighted once the school's day is past it. */
function Validity({ doc, today }: { doc: DocumentView; today: string }) {
  const t = useT();
  const words = useDateWords();
  if (!doc.validUntil) return <>{t('No expiry date')}</>;
  const date = dayText(words, doc.validUntil);
  if (doc.validUntil < today) return <strong className={styles.expired}>{t('Expired on {date}', { date })}</strong>;
  return <>{t('Valid until {date}', { date })}</>;
}
