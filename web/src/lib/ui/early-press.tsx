import { useId, useSyncExternalStore } from 'react';
import { useT } from '../i18n/i18n';
import styles from './early-press.module.css';

const noChanges = () => () => undefined;

/** false in the server's HTML and while React hydrates it; true once the page is React's. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}

/**
 * A button on a server-rendered page does nothing until the page's scripts run; on a slow phone
 * that is seconds, and app/early-taps.ts (itself a script) can only hold presses made after it
 * arrived. Before that, only HTML can react: such a button opens a popover (no script needed) that
 * tells the visitor to wait a moment, and an open popover records the press. early-taps.ts finds
 * it when it starts and clicks the button again once React is live.
 *
 * Returns the button's props and the popover to render beside it; both go away once hydrated.
 */
export function useEarlyPress(text?: string) {
  const t = useT();
  const id = useId();
  const hydrated = useHydrated();
  if (hydrated) return { pressProps: {}, notice: null };
  return {
    pressProps: { popoverTarget: id, popoverTargetAction: 'show' as const },
    notice: (
      <p id={id} popover="manual" role="status" className={styles.notice}>
        {text ?? t('One moment: the page is still loading. It will carry on by itself.')}
      </p>
    ),
  };
}
