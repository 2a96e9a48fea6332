import { useEffect, useState } from 'react';
import { apiGet } from '../../lib/api-client';

interface AdmissionLinkData {
  admissionFormLink?: unknown;
}

/** loading, then the external form's address, or null when there is none or it could not be read. */
export type AdmissionLinkState = { status: 'loading' } | { status: 'ready'; link: string | null };

export function useAdmissionLink(): AdmissionLinkState {
  const [state, setState] = useState<AdmissionLinkState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    apiGet<AdmissionLinkData | undefined>('/admission/link', { signal: controller.signal })
      .then((data) => {
        const link = data?.admissionFormLink;
        setState({ status: 'ready', link: typeof link === 'string' && link.trim() !== '' ? link.trim() : null });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // The spec: a failed load is only logged; the button then says the form is not available.
        console.error('Failed to load admission form link', error);
        setState({ status: 'ready', link: null });
      });
    return () => controller.abort();
  }, []);

  return state;
}
