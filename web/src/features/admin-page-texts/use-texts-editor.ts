import type { PageTextPage, PageTextsEditView } from '@school/shared/page-text-schemas';
import { useCallback, useState } from 'react';
import { useLoad } from '../../lib/admin/use-load';
import { useSave } from '../../lib/admin/use-save';
import { ApiError, errorMessage } from '../../lib/api-client';
import { withServerReason } from '../../lib/admin/draft-actions';
import { discardDraft, fetchPageTexts, publishDraft, removePageImage, saveDraft, uploadPageImage } from './page-texts-api';
import { checkTexts } from './validate-texts';

type Busy = 'save' | 'publish' | 'discard' | 'image';
const WRITES: readonly Busy[] = ['save', 'publish', 'discard', 'image'];

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

/** An account without a staff role is told so (403), not asked to try again. */
const loadFailedText = (failure: unknown) =>
  failure instanceof ApiError && failure.status === 403 ? errorMessage(failure, LOAD_FAILED) : LOAD_FAILED;

/** The texts being edited, and the server's version of the page they belong to. */
interface Form {
  /** Another version than this one (a load's answer, a publish, a discard, a restore) starts the form afresh. */
  from: PageTextsEditView;
  values: Record<string, unknown>;
  /** The Punjabi and Hindi texts (part of the page's texts each), saved and published with the English. */
  translations: Record<string, unknown>;
  dirty: boolean;
  errors: Record<string, string>;
  /** Counts fresh starts: the rich-text editors are keyed by it, so they show the new texts. */
  generation: number;
}

// Until the page has loaded; the same objects each render, as state would give.
const NO_TEXTS: Record<string, unknown> = {};
const NO_ERRORS: Record<string, string> = {};

function fresh(view: PageTextsEditView, generation: number): Form {
  const shown = view.draft ?? view.published;
  const translations = structuredClone(shown.translations ?? {});
  return { from: view, values: structuredClone(shown.texts), translations, dirty: false, errors: {}, generation };
}

/** The editor's state and actions: the texts being edited, their draft, and what the last action did. */
export function useTextsEditor(page: PageTextPage) {
  const load = useCallback((signal: AbortSignal) => fetchPageTexts(page, signal), [page]);
  // The page's version as the server last answered (a load, or a write: each answers the page).
  const loaded = useLoad(load, { errorText: loadFailedText, logText: 'Loading the page texts failed' });
  const write = useSave();
  const [form, setForm] = useState<Form | null>(null);
  // What the last action said when it went well (or which fields to correct); a failure's text is write.error.
  const [notice, setNotice] = useState<Status | null>(null);
  const { update } = loaded;
  const view = loaded.data ?? null;

  // Set while rendering, as React advises for state that follows other state: the old texts are never painted.
  if (view && view !== form?.from) setForm(fresh(view, (form?.generation ?? 0) + 1));

  const say = (status: Status) => {
    write.setError('');
    setNotice(status);
  };

  /** One write answered by the page's new version: `then` shows it; resolves to it, or to null when it failed. */
  const run = async (kind: Busy, action: () => Promise<PageTextsEditView>, failText: string, then: (next: PageTextsEditView) => void) => {
    const answer: { view?: PageTextsEditView } = {};
    const ok = await write.run(action, {
      key: kind,
      failText,
      logText: failText,
      serverWords: withServerReason,
      show: 'inline',
      done: (next) => {
        answer.view = next;
        then(next);
      },
    });
    // The failure is what the alert says now: an older success must not come back when the next write clears it.
    if (!ok) setNotice(null);
    return answer.view ?? null;
  };

  // Typing makes the last action's words stale: "Published: visitors see it now" beside texts they do not see yet.
  const change = (next: Record<string, unknown>) => {
    setNotice(null);
    setForm((current) => current && { ...current, values: next, dirty: true });
  };

  const changeTranslation = (locale: string, next: Record<string, unknown>) => {
    setNotice(null);
    setForm((current) => current && { ...current, translations: { ...current.translations, [locale]: next }, dirty: true });
  };

  /** Saves the texts as the draft: the server's answer, or null when they were refused (the fields or the status say why). */
  const save = async (): Promise<PageTextsEditView | null> => {
    const checked = checkTexts(page, form?.values ?? null);
    if (!checked.ok) {
      setForm((current) => current && { ...current, errors: checked.errors });
      say({ severity: 'error', text: FIX_FIELDS });
      return null;
    }
    if (!view || !form) return null;
    // The server checks each translation with the English limits; its message names the language.
    const texts = { ...checked.texts, translations: form.translations };
    const basedOn = (view.draft ?? view.published).updatedAt;
    return run(
      'save',
      () => saveDraft(page, texts, basedOn),
      'The draft could not be saved.',
      (saved) => {
        update(() => saved);
        // The typing stays as it is (the rich-text editors keep their place): only the version moves on.
        setForm((current) => current && { ...current, from: saved, dirty: false, errors: {} });
        setNotice({ severity: 'success', text: SAVED });
      },
    );
  };

  const dirty = form?.dirty ?? false;
  const status: Status | null = write.error ? { severity: 'error', text: write.error, stale: write.stale } : notice;

  /** Unsaved typing is saved as the draft first, so the preview shows it; without changes nothing is written. */
  const saveIfChanged = async (): Promise<boolean> => (dirty ? (await save()) !== null : true);

  /** A write after which the editor shows the page as the server answers it. */
  const act = (kind: Busy, call: () => Promise<PageTextsEditView>, done: Status, failed: string) =>
    run(kind, call, failed, (next) => {
      update(() => next);
      setNotice(done);
    });

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
    update(() => next);
    say({ severity: 'success', text: published ? RESTORED_PUBLISHED : RESTORED_DRAFT });
  };

  /** "Try again" and "Reload": the page as the server has it now; with nothing shown yet, the spinner meanwhile. */
  const reload = () => {
    write.setError('');
    setNotice(null);
    if (view) void loaded.reload();
    else loaded.restart();
  };

  return {
    view,
    values: form?.values ?? null,
    translations: form?.translations ?? NO_TEXTS,
    dirty,
    errors: form?.errors ?? NO_ERRORS,
    status,
    busy: WRITES.find((kind) => write.busy(kind)) ?? null,
    loadError: loaded.error,
    generation: form?.generation ?? 0,
    change,
    changeTranslation,
    save,
    saveIfChanged,
    publish,
    discard,
    setImage,
    restored,
    reload,
  };
}

export type TextsEditor = ReturnType<typeof useTextsEditor>;
