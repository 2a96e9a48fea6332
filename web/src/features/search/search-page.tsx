import { useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { SEARCH_PAGE_MAX, SEARCH_PAGE_SIZE } from '@school/shared/search-results';
import { useLocale, useT } from '../../lib/i18n/i18n';
import { PageHero } from '../../lib/page-hero';
import { PageMeta } from '../../lib/page-meta';
import { useSchool } from '../../lib/school-settings';
import { Alert } from '../../lib/ui/alert';
import { LinkButton } from '../../lib/ui/button';
import arrowForward from '../../lib/ui/icons/arrow-forward';
import { SpinnerBlock } from '../../lib/ui/spinner';
import ui from '../../lib/ui/ui.module.css';
import { useRenderedAnswer, type AnswerSource } from '../../lib/use-rendered-answer';
import { INVALID_RESULTS, SEARCH_FAILED, fetchSearchPage, searchPageExpect, type SearchPage as Results } from './search-api';
import { readSearchAddress, searchHref, searchPageCall, type SearchAddress } from './search-address';
import { SearchForm } from './search-form';
import styles from './search-page.module.css';
import { SearchResult } from './search-result';

const SOURCE: AnswerSource<Results> = {
  expect: searchPageExpect,
  fetch: fetchSearchPage,
  invalid: INVALID_RESULTS,
  failed: SEARCH_FAILED,
  what: 'search results',
};

/**
 * /search?q=…: the site search's results in the page's language, a page at a time, rendered by the
 * server; the box is a plain form and the pages are links, so all of it works without scripts.
 */
export function SearchPage({ notFound }: { notFound: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const school = useSchool();
  const { search } = useLocation();
  const address = useMemo(() => readSearchAddress(new URLSearchParams(search)), [search]);
  const call = searchPageCall(address, locale);
  const state = useRenderedAnswer(call, SOURCE);
  if (!address || (call && state.status === 'missing')) return notFound;
  const heading = t('Search');
  return (
    <>
      <PageMeta
        title={address.q ? t('{page}: {filter}', { page: heading, filter: address.q }) : heading}
        description={t('Search the news, events, photo galleries, pages and documents of {school}, {town}.', {
          school: school.name,
          town: school.address.locality,
        })}
        query={address.q ? searchHref(address).slice('/search'.length) : undefined}
      />
      <PageHero title={heading} subtitle={t('News, events, galleries, pages and documents, with the words inside PDFs.')} />
      <div className={`${ui.container} ${ui.pageBody}`}>
        <div className={styles.results}>
          <SearchForm q={address.q} />
          {!address.q && <p className={`${ui.muted} ${styles.status}`}>{t('Type a few words to search the site.')}</p>}
          {state.status === 'loading' && <SpinnerBlock label={t('Searching')} minHeight="50vh" />}
          {state.status === 'error' && (
            <Alert severity="error" className={styles.status}>
              {t(state.message)}
            </Alert>
          )}
          {state.status === 'loaded' && <Found address={address} results={state.data} />}
        </div>
      </div>
    </>
  );
}

function Found({ address, results }: { address: SearchAddress; results: Results }) {
  const t = useT();
  if (results.total === 0) {
    return (
      <p role="status" className={`${ui.muted} ${styles.status}`}>
        {t('Nothing found for “{q}”. Try fewer words, or other ones.', { q: address.q })}
      </p>
    );
  }
  const more = address.page * SEARCH_PAGE_SIZE < results.total && address.page < SEARCH_PAGE_MAX;
  return (
    <>
      <p role="status" className={`${ui.muted} ${styles.status}`}>
        {t('{count, plural, one {# result} other {# results}} for “{q}”', { count: results.total, q: address.q })}
      </p>
      <ol aria-label={t('Results')} className={`${ui.plainList} ${styles.items}`} start={(address.page - 1) * SEARCH_PAGE_SIZE + 1}>
        {results.data.map((result) => (
          <li key={result.path}>
            <SearchResult result={result} />
          </li>
        ))}
      </ol>
      {(more || address.page > 1) && (
        <nav aria-label={t('Pages')} className={styles.pager}>
          {address.page > 1 && (
            <LinkButton to={searchHref({ ...address, page: address.page - 1 })} rel="prev" variant="outlined">
              {t('Previous results')}
            </LinkButton>
          )}
          {more && (
            <LinkButton to={searchHref({ ...address, page: address.page + 1 })} rel="next" variant="contained" endIcon={arrowForward}>
              {t('More results')}
            </LinkButton>
          )}
        </nav>
      )}
    </>
  );
}
