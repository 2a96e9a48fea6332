import { adminSettingsSchema, type AdminSettings, type SettingsImageSlot, type SettingsInput } from '@school/shared/settings-schemas';
import { apiGet, apiSend, type Expect } from '../../lib/api-client';

// The settings calls; every one answers the whole of what the screen shows (AdminSettings).

const expect: Expect<AdminSettings> = {
  accept: (data): data is AdminSettings => adminSettingsSchema.safeParse(data).success,
  text: 'The settings received from the server could not be read.',
};

/** GET /settings/admin. */
export function loadAdminSettings(signal?: AbortSignal): Promise<AdminSettings> {
  return apiGet('/settings/admin', { expect, ...(signal ? { signal } : {}) });
}

/** PUT /settings: every typed field at once, with the version shown; a refusal (400, 409) changes nothing. */
export function saveSettings(input: SettingsInput): Promise<AdminSettings> {
  return apiSend('PUT', '/settings', input, { expect });
}

/** PUT /settings/images/:slot with one file; stored at once (the form's Save is not needed). */
export function uploadSettingsImage(slot: SettingsImageSlot, file: File): Promise<AdminSettings> {
  const form = new FormData();
  form.set('image', file, file.name);
  return apiSend('PUT', `/settings/images/${slot}`, form, { expect });
}

/** DELETE /settings/images/:slot. */
export function removeSettingsImage(slot: SettingsImageSlot): Promise<AdminSettings> {
  return apiSend('DELETE', `/settings/images/${slot}`, undefined, { expect });
}
