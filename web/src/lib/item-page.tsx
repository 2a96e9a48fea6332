import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { Expect } from './api-client';
import { useT } from './i18n/i18n';
import { LocalLink as Link } from './i18n/links';
import styles from './item-page.module.css';
import { RetryAlert } from './ui/retry-alert';
import { SpinnerBlock } from './ui/spinner';
import ui from './ui/ui.module.css';
import { usePublicItem } from './use-public-item';

/** What a page of one published thing reads and says; its texts are message ids (lib/i18n), translated here. */
export interface ItemRead<T> {
  /** The public call for the slug in the address (lib/public-calls.ts). */
  call: (slug: string) => string;
  expect: Expect<T>;
  /** Shown, with a retry, when the call fails. */
  failedText: string;
  /** The list the item belongs to, linked above it ("← All galleries"). */
  back: { to: string; label: string };
  /** The spinner's name for screen readers. */
  loadingLabel: string;
  /** The container's width: a gallery's grid wants the page's, an article a reading measure. */
  width?: 'wide' | 'reading';
}

interface Props<T> {
  read: ItemRead<T>;
  /** Shown when the address names nothing published (its render makes the answer a 404). */
  notFound: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * The frame of a public page that shows one published thing read by its address (a gallery, a news
 * item): the read, the back link, and its loading, error-with-retry and not-found states, each
 * as tall as the loading state so the footer does not move when the answer arrives.
 */
export function ItemPage<T>({ read, notFound, children }: Props<T>) {
  const t = useT();
  const { slug = '' } = useParams();
  const { state, retry } = usePublicItem(read.call(slug), read.expect, read.failedText);
  if (state.status === 'missing') return notFound;
  return (
    <div className={`${read.width === 'reading' ? ui.containerMd : ui.container} ${styles.page}`}>
      <Link to={read.back.to} className={styles.back}>
        <span aria-hidden="true">←</span> {t(read.back.label)}
      </Link>
      {state.status === 'loading' && <SpinnerBlock label={t(read.loadingLabel)} minHeight="60vh" />}
      {state.status === 'error' && <RetryAlert message={state.message} onRetry={retry} className={styles.error} />}
      {state.status === 'found' && children(state.data)}
    </div>
  );
}
