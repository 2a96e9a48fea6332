const TAPPABLE = 'button, [role="button"], [role="tab"]';

/**
 * Until React has hydrated a prerendered page, its buttons are plain HTML that ignore a tap (links
 * work anyway: they are real links). On a slow phone that window can last seconds, and a tap on
 * the menu button that does nothing looks broken. So: the first tap or key press starts the app at
 * once instead of after the first paint, and a button tapped meanwhile is clicked again when the
 * app is live (`release`, called after React's first commit).
 *
 * Held until then, not only until `hydrateRoot` runs: React drops a click that lands while the page
 * is still hydrating and cannot finish at once (its page chunk still on the way). In a browser test
 * 14 of 40 taps on the menu button right after the page loaded did nothing. So a held tap is kept
 * from React (and from a form's native submit) and clicked again once React is live.
 */
export function holdEarlyTaps(startNow: () => void): { release: () => HTMLElement[] } {
  const held: HTMLElement[] = [];
  // Pressed before this script ran: such a button has opened its popover, natively (see
  // lib/ui/early-press.tsx). Start at once, and click it again when React is live.
  held.push(...pressedBeforeScripts());
  if (held.length > 0) queueMicrotask(startNow);
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest(TAPPABLE) : null;
    if (target instanceof HTMLElement) {
      event.stopPropagation();
      event.preventDefault();
      if (!held.includes(target)) held.push(target);
    }
    startNow();
  };
  const events = ['pointerdown', 'keydown'] as const;
  document.addEventListener('click', onClick, true);
  for (const type of events) document.addEventListener(type, startNow, { capture: true, passive: true });
  return {
    release: () => {
      document.removeEventListener('click', onClick, true);
      for (const type of events) document.removeEventListener(type, startNow, { capture: true });
      return held;
    },
  };
}

/** Buttons whose "one moment" popover is open: pressed before any script ran. */
function pressedBeforeScripts(): HTMLElement[] {
  try {
    return [...document.querySelectorAll<HTMLButtonElement>('#root button[popovertarget]')].filter((button) =>
      document.getElementById(button.getAttribute('popovertarget') ?? '')?.matches(':popover-open'),
    );
  } catch {
    // A browser without popovers knows no :popover-open (and its buttons opened nothing).
    return [];
  }
}
