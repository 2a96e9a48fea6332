import type { PageTextPage, PageTextsEditView } from '@school/shared/page-text-schemas';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, errorMessage } from '../../lib/api-client';
import { discardDraft, fetchPageTexts, publishDraft, removePageImage, saveDraft, uploadPageImage } from './page-texts-api';
import { checkTexts } from './validate-texts';

type Busy = 'save' | 'publish' | 'discard' | 'image' | null;
export interface Status {
  severity: 'success' | 'info' | 'error';
  text: string;
  /** The page changed under the editor (409): offer to load it again. */
  stale?: boolean;
}

const LOAD_FAILED = 'The page texts could not be loaded. Please try again.';
export const SAVED = 'Draft saved. Visitors do not see it until you publish it.';
export const PUBLISHED = 'Published: visitors see it now (on Firebase within about a minute).';
const DISCARDED = 'Draft discarded. The page shows the published texts.';
const RESTORED_PUBLISHED = 'Version restored and published: visitors see it now (on Firebase within about a minute).';
const RESTORED_DRAFT = 'Version restored as the draft. Visitors do not see it until you publish it.';
const FIX_FIELDS = 'Please correct the marked fields.';

function failure(error: unknown, what: string): Status {
  const reason = error instanceof ApiError ? errorMessage(error, '') : '';
  const text = reason && reason !== 'Unknown error occurred' ? `${what} ${reason}` : what;
  // Someone else saved in between: only loading their version again lets staff go on.
  return { severity: 'error', text, ...(error instanceof ApiError && error.status === 409 ? { stale: true } : {}) };
}

/** The editor's state and actions: the texts being edited, their draft, and what the last action did. */
export function useTextsEditor(page: PageTextPage) {
  const [view, setView] = useState<PageTextsEditView | null>(null);
  const [values, setValues] = useState<Record<string, unknown> | null>(null);
  // The Punjabi and Hindi texts (part of the page's texts each), saved and published with the English.
  const [translations, setTranslations] = useState<Record<string, unknown>>({});
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const [attempt, setAttempt] = useState(0);

  const show = useCallback((next: PageTextsEditView) => {
    setView(next);
    setValues(structuredClone((next.draft ?? next.published).texts));
    setTranslations(structuredClone((next.draft ?? next.published).translations ?? {}));
    setDirty(false);
    setErrors({});
    setGeneration((n) => n + 1);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    fetchPageTexts(page, controller.signal)
      .then(show)
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // An account without a staff role is told so, not asked to try again.
        setLoadError(error instanceof ApiError && error.status === 403 ? errorMessage(error, LOAD_FAILED) : LOAD_FAILED);
      });
    return () => controller.abort();
  }, [page, attempt, show]);

  const change = (next: Record<string, unknown>) => {
    setValues(next);
    setDirty(true);
  };

  const changeTranslation = (locale: string, next: Record<string, unknown>) => {
    setTranslations((current) => ({ ...current, [locale]: next }));
    setDirty(true);
  };

  /** Saves the texts as the draft: the server's answer, or null when they were refused (the fields or the status say why). */
  const save = async (): Promise<PageTextsEditView | null> => {
    const checked = checkTexts(page, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      setStatus({ severity: 'error', text: FIX_FIELDS });
      return null;
    }
    if (!view) return null;
    setBusy('save');
    try {
      // The server checks each translation with the English limits; its message names the language.
      const saved = await saveDraft(page, { ...checked.texts, translations }, (view.draft ?? view.published).updatedAt);
      setView(saved);
      setDirty(false);
      setErrors({});
      setStatus({ severity: 'success', text: SAVED });
      return saved;
    } catch (error) {
      setStatus(failure(error, 'The draft could not be saved.'));
      return null;
    } finally {
      setBusy(null);
    }
  };

  /** Unsaved typing is saved as the draft first, so the preview shows it; without changes nothing is written. */
  const saveIfChanged = async (): Promise<boolean> => (dirty ? (await save()) !== null : true);

  const act = async (kind: Busy, call: () => Promise<PageTextsEditView>, done: Status, failed: string) => {
    setBusy(kind);
    try {
      show(await call());
      setStatus(done);
    } catch (error) {
      setStatus(failure(error, failed));
    } finally {
      setBusy(null);
    }
  };

  const publish = async () => {
    const current = dirty ? await save() : view;
    if (!current) return;
    const basedOn = current.draft?.updatedAt;
    await act('publish', () => publishDraft(page, basedOn), { severity: 'success', text: PUBLISHED }, 'The page could not be published.');
  };

  const discard = () =>
    act(
      'discard',
      () => discardDraft(page, view?.draft?.updatedAt),
      { severity: 'info', text: DISCARDED },
      'The draft could not be discarded.',
    );

  /** Images belong to the draft; unsaved typing is kept by saving it first. */
  const setImage = async (slot: string, file: File | null) => {
    if (dirty && !(await save())) return;
    const call = () => (file ? uploadPageImage(page, slot, file) : removePageImage(page, slot));
    const text = file
      ? 'Image saved in the draft. Publish to show it to visitors.'
      : 'Image removed in the draft. Publish to remove it for visitors.';
    await act('image', call, { severity: 'success', text }, 'The image could not be saved.');
  };

  /** A revision was restored (page-revisions.tsx): the editor shows the page as the restore left it. */
  const restored = (next: PageTextsEditView, published: boolean) => {
    show(next);
    setStatus({ severity: 'success', text: published ? RESTORED_PUBLISHED : RESTORED_DRAFT });
  };

  return {
    view,
    values,
    translations,
    dirty,
    errors,
    status,
    busy,
    loadError,
    generation,
    change,
    changeTranslation,
    save,
    saveIfChanged,
    publish,
    discard,
    setImage,
    restored,
    reload: () => {
      setLoadError(null);
      setStatus(null);
      setAttempt((n) => n + 1);
    },
  };
}

export type TextsEditor = ReturnType<typeof useTextsEditor>;
