import type { ReactNode } from 'react';
import { LocalLink as Link } from './i18n/links';
import styles from './item-page.module.css';
import { RetryAlert } from './ui/retry-alert';
import { SpinnerBlock } from './ui/spinner';
import ui from './ui/ui.module.css';
import type { PublicItemState } from './use-public-item';

interface Props<T> {
  state: PublicItemState<T>;
  retry: () => void;
  /** Shown when the address names nothing published (its render makes the answer a 404). */
  notFound: ReactNode;
  /** The list the item belongs to, linked above it ("← All galleries"), its label translated. */
  back?: { to: string; label: string };
  /** The spinner's name for screen readers, translated. */
  loadingLabel: string;
  /** The container's width: a gallery's grid wants the page's, an article a reading measure. */
  width?: 'wide' | 'reading';
  children: (data: T) => ReactNode;
}

/**
 * The frame of a public page that shows one published thing read by its address (a gallery, a news
 * item, a content page): the back link, and its loading, error-with-retry and not-found states, each
 * as tall as the loading state so the footer does not move when the answer arrives.
 */
export function ItemPage<T>({ state, retry, notFound, back, loadingLabel, width = 'wide', children }: Props<T>) {
  if (state.status === 'missing') return notFound;
  return (
    <div className={`${width === 'wide' ? ui.container : ui.containerMd} ${styles.page}`}>
      {back && (
        <Link to={back.to} className={styles.back}>
          <span aria-hidden="true">←</span> {back.label}
        </Link>
      )}
      {state.status === 'loading' && <SpinnerBlock label={loadingLabel} minHeight="60vh" />}
      {state.status === 'error' && <RetryAlert message={state.message} onRetry={retry} className={styles.error} />}
      {state.status === 'found' && children(state.data)}
    </div>
  );
}
