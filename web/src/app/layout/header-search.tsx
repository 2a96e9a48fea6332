import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SEARCH_QUERY_MAX } from '@school/shared/search-results';
import { useT } from '../../lib/i18n/i18n';
import { LocalLink, useLocalePath } from '../../lib/i18n/links';
import { iconButtonClass } from '../../lib/ui/button';
import { Icon } from '../../lib/ui/icon';
import search from '../../lib/ui/icons/search';
import styles from './header-search.module.css';

// The header's way to the site search (issue 35): a box in the top row from 900 px, a button to the
// search page on phones. Plain HTML that works before any script (a GET form, a link); a later part
// (./later-parts.ts), so it costs no page its time to interactive.

/** The box: to /search?q=…, moving there without a reload once live. */
export function SearchBox() {
  const t = useT();
  const localize = useLocalePath();
  const navigate = useNavigate();
  // As features/search/search-submit.ts, written out: importing it would put the search page's
  // modules in the chunk every page loads (web/chunk-groups.ts counts this part as a page).
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const words = new FormData(event.currentTarget).get('q');
    void navigate(localize(`/search?${new URLSearchParams({ q: typeof words === 'string' ? words.trim() : '' }).toString()}`));
  };
  return (
    <form role="search" aria-label={t('Search')} method="get" action={localize('/search')} onSubmit={submit} className={styles.box}>
      <input
        type="search"
        name="q"
        aria-label={t('Search')}
        placeholder={t('Search')}
        maxLength={SEARCH_QUERY_MAX}
        enterKeyHint="search"
        autoComplete="off"
        className={styles.input}
      />
      <button type="submit" aria-label={t('Search')} className={styles.submit}>
        <Icon path={search} />
      </button>
    </form>
  );
}

/** Phones: the search page, beside the menu button. */
export function SearchLink() {
  const t = useT();
  return (
    <LocalLink to="/search" aria-label={t('Search')} className={`${iconButtonClass} ${styles.link}`}>
      <Icon path={search} />
    </LocalLink>
  );
}
