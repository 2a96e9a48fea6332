import { useEffect, useState } from 'react';

/**
 * False in the prerendered HTML and during hydration, true once this component's code runs in the
 * browser. For a `data-live` attribute that tells tests (and people reading the DOM) that the
 * prerendered controls now respond.
 */
export function useIsLive(): boolean {
  const [live, setLive] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the point is the render after the first commit
  useEffect(() => setLive(true), []);
  return live;
}
