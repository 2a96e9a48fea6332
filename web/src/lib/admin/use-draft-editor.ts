import { useState } from 'react';
import { withServerReason, type EditorStatus } from './draft-actions';
import { useLoad, type Loader, type LoadOptions } from './use-load';
import { useSave } from './use-save';

// The state of an editor of a page kept as a draft beside its published version (the fixed pages'
// texts, the fee structure): the texts being edited with their Punjabi and Hindi beside them, the
// version of the page they are based on (a stale one is refused with 409), and what the last action
// did. Each editor adds its own calls and words (use-texts-editor.ts, use-fees-editor.ts).

/** One version of such a page as the server answers it. */
interface PageVersion<T> {
  texts: T;
  translations?: Record<string, unknown> | undefined;
  updatedAt: string;
}

/** The page as the editor sees it: the published version, and the draft when there is one. */
export interface DraftView<T> {
  published: PageVersion<T>;
  draft: PageVersion<T> | null;
}

/** The texts, or why they may not be saved (field path → message). */
export type TextsCheck<T> = { ok: true; texts: T } | { ok: false; errors: Record<string, string> };

export interface DraftEditorOptions<D, V extends DraftView<T>, T> {
  /** What the screen loads: the view, or the view with more (the fee cap); must keep its identity. */
  load: Loader<D>;
  loadOptions: LoadOptions;
  viewOf: (data: D) => V;
  /** The loaded data with a new view of the page, as a write answered it. */
  withView: (data: D, view: V) => D;
  saveDraft: (texts: T & { translations: Record<string, unknown> }, basedOn: string) => Promise<V>;
  publish: (basedOn: string | undefined) => Promise<V>;
  discard: (basedOn: string | undefined) => Promise<V>;
  /** Checks the texts before a save (the fields say what is wrong); none: the server's check alone. */
  check?: (values: T) => TextsCheck<T>;
  words: { publishFailed: string; discarded: string };
}

export const SAVED = 'Draft saved. Visitors do not see it until you publish it.';
export const PUBLISHED = 'Published: visitors see it now (on Firebase within about a minute).';
const FIX_FIELDS = 'Please correct the marked fields.';

interface Form<V, T> {
  /** Another version than this one (a load's answer, a publish, a discard, a restore) starts the form afresh. */
  from: V;
  values: T;
  translations: Record<string, unknown>;
  dirty: boolean;
  errors: Record<string, string>;
  /** Counts fresh starts: rich-text editors are keyed by it, so they show the new texts. */
  generation: number;
}

// Until the page has loaded; the same objects each render, as state would give.
const NO_TEXTS: Record<string, unknown> = {};
const NO_ERRORS: Record<string, string> = {};

function fresh<V extends DraftView<T>, T>(view: V, generation: number): Form<V, T> {
  const shown = view.draft ?? view.published;
  const translations = structuredClone(shown.translations ?? {});
  return { from: view, values: structuredClone(shown.texts), translations, dirty: false, errors: {}, generation };
}

export function useDraftEditor<D, V extends DraftView<T>, T, Busy extends string = never>(options: DraftEditorOptions<D, V, T>) {
  const loaded = useLoad(options.load, options.loadOptions);
  const write = useSave();
  const [form, setForm] = useState<Form<V, T> | null>(null);
  // What the last action said when it went well (or which fields to correct); a failure's text is write.error.
  const [notice, setNotice] = useState<EditorStatus | null>(null);
  const data = loaded.data;
  const view = data === undefined ? null : options.viewOf(data);

  // Set while rendering, as React advises for state that follows other state: the old texts are never painted.
  if (view && view !== form?.from) setForm(fresh<V, T>(view, (form?.generation ?? 0) + 1));

  const answered = (next: V) => loaded.update((current) => options.withView(current, next));
  const say = (status: EditorStatus) => {
    write.setError('');
    setNotice(status);
  };

  /** One write answered by the page's new version: `then` shows it; resolves to it, or to null when it failed. */
  const run = async (kind: Busy | 'save' | 'publish' | 'discard', action: () => Promise<V>, failText: string, then: (next: V) => void) => {
    const answer: { view?: V } = {};
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

  /** A write after which the editor shows the page as the server answers it. */
  const act = (kind: Busy | 'publish' | 'discard', call: () => Promise<V>, done: EditorStatus, failText: string) =>
    run(kind, call, failText, (next) => {
      answered(next);
      setNotice(done);
    });

  // Typing makes the last action's words stale: "Published: visitors see it now" beside texts they do not see yet.
  const change = (next: T) => {
    setNotice(null);
    setForm((current) => current && { ...current, values: next, dirty: true });
  };

  const changeTranslation = (locale: string, next: unknown) => {
    setNotice(null);
    setForm((current) => current && { ...current, translations: { ...current.translations, [locale]: next }, dirty: true });
  };

  /** Saves the texts as the draft: the server's answer, or null when they were refused (the fields or the status say why). */
  const save = async (): Promise<V | null> => {
    if (!view || !form) return null;
    const checked: TextsCheck<T> = options.check?.(form.values) ?? { ok: true, texts: form.values };
    if (!checked.ok) {
      setForm((current) => current && { ...current, errors: checked.errors });
      say({ severity: 'error', text: FIX_FIELDS });
      return null;
    }
    const basedOn = (view.draft ?? view.published).updatedAt;
    return run(
      'save',
      () => options.saveDraft({ ...checked.texts, translations: form.translations }, basedOn),
      'The draft could not be saved.',
      (saved) => {
        answered(saved);
        // The typing stays as it is (rich-text editors keep their place): only the version moves on.
        setForm((current) => current && { ...current, from: saved, dirty: false, errors: {} });
        setNotice({ severity: 'success', text: SAVED });
      },
    );
  };

  const dirty = form?.dirty ?? false;

  /** Unsaved typing is saved as the draft first, so the preview and the publish show it; the page as it is then. */
  const saveIfChanged = async (): Promise<V | null> => (dirty ? save() : view);

  const publish = async () => {
    const current = await saveIfChanged();
    if (!current) return;
    await act(
      'publish',
      () => options.publish(current.draft?.updatedAt),
      { severity: 'success', text: PUBLISHED },
      options.words.publishFailed,
    );
  };

  const discard = () =>
    act(
      'discard',
      () => options.discard(view?.draft?.updatedAt),
      { severity: 'info', text: options.words.discarded },
      'The draft could not be discarded.',
    );

  /** A revision was restored: the editor shows the page as the restore left it. */
  const restored = (next: V, text: string) => {
    answered(next);
    say({ severity: 'success', text });
  };

  /** "Try again" and "Reload": the page as the server has it now; with nothing shown yet, the spinner meanwhile. */
  const reload = () => {
    write.setError('');
    setNotice(null);
    if (view) void loaded.reload();
    else loaded.restart();
  };

  const status: EditorStatus | null = write.error ? { severity: 'error', text: write.error, stale: write.stale } : notice;
  return {
    data,
    view,
    values: form?.values ?? null,
    translations: form?.translations ?? NO_TEXTS,
    dirty,
    errors: form?.errors ?? NO_ERRORS,
    generation: form?.generation ?? 0,
    status,
    /** Whether a write of that kind is under way. */
    busy: (kind: Busy | 'save' | 'publish' | 'discard') => write.busy(kind),
    loadError: loaded.error,
    change,
    changeTranslation,
    save,
    saveIfChanged,
    publish,
    discard,
    act,
    restored,
    reload,
  };
}
