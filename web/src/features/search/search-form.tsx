import { useId } from 'react';
import { SEARCH_QUERY_MAX } from '@school/shared/search-results';
import { useT } from '../../lib/i18n/i18n';
import { useLocalePath } from '../../lib/i18n/links';
import { Button } from '../../lib/ui/button';
import { useSearchSubmit } from './search-submit';
import styles from './search-page.module.css';

/**
 * The search page's box: a plain GET form to /search (it works before the page's script has run),
 * which once live moves to the results without reloading the page.
 */
export function SearchForm({ q }: { q: string }) {
  const t = useT();
  const id = useId();
  const localize = useLocalePath();
  const submit = useSearchSubmit();
  return (
    <form
      role="search"
      aria-label={t('Search the site')}
      method="get"
      action={localize('/search')}
      onSubmit={submit}
      className={styles.form}
    >
      <label htmlFor={id} className={styles.label}>
        {t('Search the site')}
      </label>
      <div className={styles.row}>
        {/* Keyed by the words, so moving to another search shows its words. */}
        <input
          key={q}
          id={id}
          type="search"
          name="q"
          defaultValue={q}
          maxLength={SEARCH_QUERY_MAX}
          enterKeyHint="search"
          autoComplete="off"
          className={styles.input}
        />
        <Button type="submit">{t('Search')}</Button>
      </div>
    </form>
  );
}
