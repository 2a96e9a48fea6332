import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useT } from '../../lib/i18n/i18n';
import { ItemPage } from '../../lib/item-page';
import { publicCalls } from '../../lib/public-calls';
import { usePublicItem } from '../../lib/use-public-item';
import { DocumentArticle } from './document-article';
import { documentExpect } from './documents-api';

// A message id (lib/i18n), shown through t() by the retry alert.
const LOAD_FAILED = 'Failed to load this document. Please try again.';

/**
 * /documents/{slug}: one document, the page a shared link opens. The server renders it with the
 * document (app/public-routes.tsx names the call); a draft or an unknown slug shows `notFound`.
 */
export function DocumentPage({ notFound }: { notFound: ReactNode }) {
  const { slug = '' } = useParams();
  const t = useT();
  const { state, retry } = usePublicItem(publicCalls.document(slug), documentExpect, LOAD_FAILED);
  return (
    <ItemPage
      state={state}
      retry={retry}
      notFound={notFound}
      back={{ to: '/documents', label: t('All documents') }}
      loadingLabel={t('Loading document')}
      width="reading"
    >
      {(doc) => <DocumentArticle doc={doc} />}
    </ItemPage>
  );
}
