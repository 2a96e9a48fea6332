import { useEffect } from 'react';

/**
 * Screen readers announce the title after a client-side navigation, and it names the browser tab;
 * without this every page would keep the title of the first page loaded.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
