import type { ReactNode } from 'react';
import { LocalLink as Link } from '../../lib/i18n/links';
import { useT } from '../../lib/i18n/i18n';
import ui from '../../lib/ui/ui.module.css';
import styles from './disclosure-page.module.css';

// The pieces every section of the disclosure page is made of: a lettered section, a list of facts
// and a table that scrolls inside itself on a phone. A blank fact reads "Not yet published", so
// the page shows what is missing instead of leaving a gap (CBSE's inspectors look for each row).

export const NOT_YET = 'Not yet published';

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={`${ui.card} ${styles.section}`}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function NotYet() {
  const t = useT();
  return <span className={styles.missing}>{t(NOT_YET)}</span>;
}

export interface Fact {
  label: string;
  /** A text ('' reads "Not yet published") or what to show instead. */
  value: ReactNode;
  /** 'en' when staff's text stands in English on a Punjabi or Hindi page. */
  lang?: 'en' | undefined;
}

/** Label and value pairs, one a row. */
export function Facts({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map(({ label, value, lang }) => (
        <div key={label} className={styles.fact}>
          <dt className={styles.label}>{label}</dt>
          <dd className={styles.value} lang={lang}>
            {value === '' || value === null ? <NotYet /> : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A table that scrolls sideways inside itself when wider than a phone, never the page: a focusable
 * region, so keyboard users can scroll it too, named by its caption.
 */
export function Table({ id, caption, head, children }: { id: string; caption: string; head: readonly string[]; children: ReactNode }) {
  return (
    <div role="region" aria-labelledby={id} tabIndex={0} className={styles.scroll}>
      <table className={styles.table}>
        <caption id={id} className={styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {head.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A link staff gave: a page of this site (a document) in the page's language, another site in a new tab. */
export function GivenLink({ to, children }: { to: string; children: string }) {
  const t = useT();
  if (to === '') return <NotYet />;
  if (to.startsWith('/')) {
    return (
      <Link to={to} className={styles.link}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={to}
      target="_blank"
      rel="noopener noreferrer"
      className={styles.link}
      aria-label={t('{name} (opens in a new tab)', { name: children })}
    >
      {children}
    </a>
  );
}
