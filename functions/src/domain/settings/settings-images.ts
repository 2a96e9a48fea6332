import type { StoredImage } from '@school/shared/image-schemas';
import { settingsImageSlotSchema } from '@school/shared/settings-schemas';
import type { FileStore } from '../../ports/file-store.js';
import { deleteImageFiles, storeImage } from '../images/image-pipeline.js';
import { parse } from '../parse.js';
import { nextVersion } from '../versions.js';
import type { Actor } from '../audit/audit-log.js';
import {
  getAdminSettings,
  readSchoolSettings,
  recordSettingsChange,
  writeSchoolSettings,
  type AdminSettingsState,
  type SettingsDeps,
} from './school-settings.js';

// The settings' images (the principal's photo, the curriculum partner's logo, the site's default
// share image) go through the same pipeline as gallery photos: upright, stripped of metadata, WebP
// variants and a 1200x630 JPEG for link previews, under content-hashed names. Like a gallery's
// uploads, each counts the settings' version up without checking one: an upload replaces only its
// own slot, atomically, so it cannot undo anyone's typed save (but a save loaded before it is refused).

type ImageDeps = SettingsDeps & { files: FileStore };

/** Stores `bytes` as the image of `slot`, replacing (and deleting the files of) the one before. */
export async function setSettingsImage(deps: ImageDeps, slot: unknown, bytes: Buffer, by?: Actor): Promise<AdminSettingsState> {
  const name = parse(settingsImageSlotSchema, slot);
  const image = await storeImage(deps.files, `settings/${name}`, bytes);
  const installed = await readSchoolSettings(deps);
  const updatedAt = deps.clock.now().toISOString();
  // The image this one replaces, as the atomic write saw it (the last run, if Firestore retried).
  let previous: StoredImage | null = installed.images[name];
  const saved = await writeSchoolSettings(deps, installed, (stored) => {
    previous = stored.images[name];
    return { ...stored, images: { ...stored.images, [name]: image }, updatedAt, version: nextVersion(stored) };
  });
  if (previous)
    await deleteImageFiles(
      deps.files,
      previous.keys.filter((key) => !image.keys.includes(key)),
    );
  await recordSettingsChange(deps, by, name);
  return getAdminSettings(deps, saved);
}

/** Removes the image of `slot`; the pages then show none (the share image: the site's built-in one). */
export async function removeSettingsImage(deps: ImageDeps, slot: unknown, by?: Actor): Promise<AdminSettingsState> {
  const name = parse(settingsImageSlotSchema, slot);
  const installed = await readSchoolSettings(deps);
  if (!installed.images[name]) {
    // Nothing to remove still answers as done, and the log has always said so.
    await recordSettingsChange(deps, by, name);
    return getAdminSettings(deps, installed);
  }
  const updatedAt = deps.clock.now().toISOString();
  let previous: StoredImage | null = installed.images[name];
  const saved = await writeSchoolSettings(deps, installed, (stored) => {
    previous = stored.images[name];
    return { ...stored, images: { ...stored.images, [name]: null }, updatedAt, version: nextVersion(stored) };
  });
  if (previous) await deleteImageFiles(deps.files, previous.keys);
  await recordSettingsChange(deps, by, name);
  return getAdminSettings(deps, saved);
}
