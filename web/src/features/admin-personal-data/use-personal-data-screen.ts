import type { PersonalDataFormat } from '@school/shared/personal-data-schemas';
import { useCallback, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { useLoad } from '../../lib/admin/use-load';
import { useSave, useToast } from '../../lib/admin/use-save';
import {
  correctPersonalData,
  downloadPersonalData,
  erasePersonalData,
  searchPersonalData,
  type CorrectionInput,
} from './personal-data-api';

/**
 * The state of /admin/personal-data: the address asked about (nothing is asked before the first
 * search), its records, and the downloads, the correction and the erasure, each followed by a
 * fresh look so the screen shows what is stored now.
 */
export function usePersonalDataScreen(isSuperadmin: boolean) {
  const [searched, setSearched] = useState('');
  const load = useCallback((signal: AbortSignal) => searchPersonalData(searched, signal), [searched]);
  const found = useLoad(load, { logText: "Looking up a person's data failed", enabled: isSuperadmin && searched !== '' });
  const forbidden = found.failure instanceof ApiError && found.failure.status === 403;
  const act = useSave();
  const toast = useToast();
  const [erasing, setErasing] = useState(false);
  const [correcting, setCorrecting] = useState(false);
  // Each opening of the correction starts with empty fields (the dialog is keyed by it).
  const [correction, setCorrection] = useState(0);
  const startCorrecting = () => {
    act.setError('');
    setCorrection((n) => n + 1);
    setCorrecting(true);
  };

  /** The same address again asks again: a parent's record may have arrived since. */
  const search = (email: string) => {
    const wanted = email.trim();
    act.setError('');
    if (wanted === searched) found.restart();
    else setSearched(wanted);
  };

  const download = (format: PersonalDataFormat) =>
    act.run(() => downloadPersonalData(searched, format), {
      failText: 'The file could not be downloaded. Please try again.',
      logText: "Downloading a person's data failed",
      serverWords: 'always',
      show: 'inline',
      key: format,
    });

  /** Asked in the dialog first; it closes at once, and the screen shows how it went. */
  const erase = () => {
    setErasing(false);
    return act.run(() => erasePersonalData(searched), {
      failText: 'The data could not be erased. Please try again.',
      logText: "Erasing a person's data failed",
      serverWords: 'always',
      show: 'inline',
      key: 'erase',
      done: async ({ summary }) => {
        toast(`Erased: ${summary}`, 'success', 6000);
        await found.reload();
      },
    });
  };

  const correct = (correction: CorrectionInput) =>
    act.run(() => correctPersonalData(searched, correction), {
      failText: 'The records could not be corrected. Please try again.',
      logText: "Correcting a person's data failed",
      serverWords: 'always',
      show: 'inline',
      key: 'correct',
      done: async ({ summary }) => {
        setCorrecting(false);
        toast(`Corrected: ${summary}`, 'success', 6000);
        // A new address: its records are now found under it.
        if (correction.newEmail && correction.newEmail.toLowerCase() !== searched.toLowerCase()) setSearched(correction.newEmail);
        else await found.reload();
      },
    });

  return {
    searched,
    found,
    forbidden,
    act,
    search,
    download,
    erase,
    correct,
    erasing,
    setErasing,
    correcting,
    setCorrecting,
    correction,
    startCorrecting,
  };
}
