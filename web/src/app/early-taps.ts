const TAPPABLE = 'button, [role="button"], [role="tab"]';

export interface EarlyTaps {
  /** From now on hold only taps inside `part`: the rest of the page has become live. */
  holdOnlyWithin: (part: Element | null) => void;
  /** Stops holding and returns the buttons tapped meanwhile, in order, to be clicked again. */
  release: () => HTMLElement[];
}

/**
 * Until the app has hydrated a prerendered page, its buttons are plain HTML that ignore a tap (links
 * work anyway: they are real links). On a slow phone that window can last seconds, and a tap on
 * the menu button that does nothing looks broken. So: the first tap or key press starts the app at
 * once instead of after the first paint, and a button tapped meanwhile is clicked again when the
 * page is live. Hydration makes the header and footer live at once, but the page itself only once
 * its chunk has arrived: after hydrating, only taps inside the page are held (`holdOnlyWithin`).
 */
export function holdEarlyTaps(startNow: () => void): EarlyTaps {
  const held: HTMLElement[] = [];
  let scope: Element | null = null;
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest(TAPPABLE) : null;
    if (target instanceof HTMLElement && !held.includes(target) && (!scope || scope.contains(target))) held.push(target);
    startNow();
  };
  const events = ['pointerdown', 'keydown'] as const;
  document.addEventListener('click', onClick, true);
  for (const type of events) document.addEventListener(type, startNow, { capture: true, passive: true });
  return {
    holdOnlyWithin: (part) => {
      scope = part;
    },
    release: () => {
      document.removeEventListener('click', onClick, true);
      for (const type of events) document.removeEventListener(type, startNow, { capture: true });
      return held;
    },
  };
}
