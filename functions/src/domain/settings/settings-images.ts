import { settingsImageSlotSchema, type AdminSettings } from '@school/shared/settings-schemas';
import type { FileStore } from '../../ports/file-store.js';
import { SETTINGS, SETTINGS_DOCS } from '../collections.js';
import { deleteImageFiles, storeImage } from '../images/image-pipeline.js';
import { parse } from '../parse.js';
import { getAdminSettings, readSchoolSettings, type SettingsDeps } from './school-settings.js';

// The settings' images (the principal's photo, the curriculum partner's logo, the site's default
// share image) go through the same pipeline as gallery photos: upright, stripped of metadata, WebP
// variants and a 1200x630 JPEG for link previews, under content-hashed names.

type ImageDeps = SettingsDeps & { files: FileStore };

/** Stores `bytes` as the image of `slot`, replacing (and deleting the files of) the one before. */
export async function setSettingsImage(deps: ImageDeps, slot: unknown, bytes: Buffer): Promise<AdminSettings> {
  const name = parse(settingsImageSlotSchema, slot);
  const image = await storeImage(deps.files, `settings/${name}`, bytes);
  const stored = await readSchoolSettings(deps);
  const previous = stored.images[name];
  await deps.store.update(SETTINGS, SETTINGS_DOCS.school, {
    images: { ...stored.images, [name]: image },
    updatedAt: deps.clock.now().toISOString(),
  });
  if (previous)
    await deleteImageFiles(
      deps.files,
      previous.keys.filter((key) => !image.keys.includes(key)),
    );
  return getAdminSettings(deps);
}

/** Removes the image of `slot`; the pages then show none (the share image: the site's built-in one). */
export async function removeSettingsImage(deps: ImageDeps, slot: unknown): Promise<AdminSettings> {
  const name = parse(settingsImageSlotSchema, slot);
  const stored = await readSchoolSettings(deps);
  const previous = stored.images[name];
  if (previous) {
    await deps.store.update(SETTINGS, SETTINGS_DOCS.school, {
      images: { ...stored.images, [name]: null },
      updatedAt: deps.clock.now().toISOString(),
    });
    await deleteImageFiles(deps.files, previous.keys);
  }
  return getAdminSettings(deps);
}
