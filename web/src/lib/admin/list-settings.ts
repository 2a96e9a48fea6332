import type { AdmissionClass } from '@school/shared/admission-classes';
import { useLoad } from './use-load';
import { apiGet } from '../api-client';
import { isRecord } from '../api-error';

// What the back office's lists read of the school's public settings (GET /settings): how long
// messages and enquiries are kept (the retention note above each list, issue 37) and the classes
// parents may enquire for (the enquiries' class filter, issue 38). One read a screen serves both.

export interface ListSettings {
  /** Months each kind is kept; null when the settings do not say. */
  retentionMonths: { messages: number | null; enquiries: number | null };
  /** The classes parents may enquire for and their age cut-offs, in the settings' order. */
  admissionClasses: AdmissionClass[];
}

const months = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** Whatever of it the answer holds: a part missing or malformed is left out rather than failing the list. */
export function readListSettings(data: unknown): ListSettings {
  const settings = isRecord(data) ? data : {};
  const kept = isRecord(settings.retentionMonths) ? settings.retentionMonths : {};
  const classes = Array.isArray(settings.admissionClasses) ? settings.admissionClasses : [];
  return {
    retentionMonths: { messages: months(kept.messages), enquiries: months(kept.enquiries) },
    admissionClasses: classes.flatMap((one) =>
      isRecord(one) && typeof one.name === 'string' && typeof one.age === 'number' && typeof one.by === 'string'
        ? [{ name: one.name, age: one.age, by: one.by }]
        : [],
    ),
  };
}

const loadListSettings = (signal: AbortSignal) => apiGet('/settings', { signal }).then(readListSettings);

/** The settings once read, null until then or when they cannot be read (the screen works without them). */
export function useListSettings(): ListSettings | null {
  return useLoad(loadListSettings, { logText: 'Loading the settings failed' }).data ?? null;
}
