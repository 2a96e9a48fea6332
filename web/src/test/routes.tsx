import { screen as dom } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';

// Navigation as a test observes it: the screen under test at its own address, and any other address
// showing only where the router went, so a test reads the route reached, not how a screen got there.

const LOCATION_ID = 'reached-location';

/** Where the router is (path, query and fragment), as the address bar would show it. */
export function ShownLocation() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid={LOCATION_ID}>{`${pathname}${search}${hash}`}</p>;
}

/** `screen` at `path` and every other address showing its location; render it with renderAdmin's `route`. */
export function atRoute(path: string, screen: ReactElement): ReactElement {
  return (
    <Routes>
      <Route path={path} element={screen} />
      <Route path="*" element={<ShownLocation />} />
    </Routes>
  );
}

/** The address the screen navigated to, once it has left its own. */
export async function reachedRoute(): Promise<string | null> {
  return (await dom.findByTestId(LOCATION_ID)).textContent;
}
