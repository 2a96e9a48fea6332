import type { FeesTexts } from '@school/shared/fee-schemas';
import { risesAboveCap } from '@school/shared/fee-table';
import { useCallback, useState } from 'react';
import { useLoad } from '../../lib/admin/use-load';
import { useSave } from '../../lib/admin/use-save';
import { withServerReason, type EditorStatus } from '../../lib/admin/draft-actions';
import { discardFees, fetchFees, publishFees, saveFees, type FeesEditView } from './fees-api';

// The fee editor's state: the texts being edited (English, and the Punjabi and Hindi names beside
// them), the version of the page they are based on (a stale one is refused with 409), the fee cap,
// and what the last action did.

type Busy = 'save' | 'publish' | 'discard';

const LOAD_FAILED = 'The fee structure could not be loaded. Please try again.';
const SAVED = 'Draft saved. Visitors do not see it until you publish it.';
const PUBLISHED = 'Published: visitors see it now (on Firebase within about a minute).';
const DISCARDED = 'Draft discarded. The page shows the published fee structure.';

interface Form {
  from: FeesEditView;
  values: FeesTexts;
  translations: Record<string, unknown>;
  dirty: boolean;
}

function fresh(view: FeesEditView): Form {
  const shown = view.draft ?? view.published;
  return { from: view, values: structuredClone(shown.texts), translations: structuredClone(shown.translations ?? {}), dirty: false };
}

export function useFeesEditor() {
  const load = useCallback((signal: AbortSignal) => fetchFees(signal), []);
  const loaded = useLoad(load, { errorText: LOAD_FAILED, ownText: true, logText: 'Loading the fee structure failed' });
  const write = useSave();
  const [form, setForm] = useState<Form | null>(null);
  const [notice, setNotice] = useState<EditorStatus | null>(null);
  const view = loaded.data?.view ?? null;
  const capPercent = loaded.data?.capPercent ?? null;

  // Set while rendering, as React advises for state that follows other state: the old texts are never painted.
  if (view && view !== form?.from) setForm(fresh(view));

  /** The page as the server answered a write: the form starts from it, keeping nothing unsaved. */
  const answered = (next: FeesEditView) => loaded.update((data) => ({ ...data, view: next }));

  const run = async (kind: Busy, action: () => Promise<FeesEditView>, failText: string, done: EditorStatus) => {
    let answer: FeesEditView | null = null;
    const ok = await write.run(action, {
      key: kind,
      failText,
      logText: failText,
      serverWords: withServerReason,
      show: 'inline',
      done: (next) => {
        answer = next;
        answered(next);
        setNotice(done);
      },
    });
    if (!ok) setNotice(null);
    return answer as FeesEditView | null;
  };

  const change = (next: FeesTexts) => {
    setNotice(null);
    setForm((current) => current && { ...current, values: next, dirty: true });
  };

  const changeTranslation = (locale: string, next: unknown) => {
    setNotice(null);
    setForm((current) => current && { ...current, translations: { ...current.translations, [locale]: next }, dirty: true });
  };

  const save = async (): Promise<FeesEditView | null> => {
    if (!view || !form) return null;
    const basedOn = (view.draft ?? view.published).updatedAt;
    return run('save', () => saveFees({ ...form.values, translations: form.translations }, basedOn), 'The draft could not be saved.', {
      severity: 'success',
      text: SAVED,
    });
  };

  const dirty = form?.dirty ?? false;

  /** Unsaved typing is saved as the draft first, so the preview and the publish show it. */
  const saveIfChanged = async (): Promise<FeesEditView | null> => (dirty ? save() : view);

  const publish = async () => {
    const current = await saveIfChanged();
    if (!current) return;
    await run('publish', () => publishFees(current.draft?.updatedAt), 'The fee structure could not be published.', {
      severity: 'success',
      text: PUBLISHED,
    });
  };

  const discard = () =>
    run('discard', () => discardFees(view?.draft?.updatedAt), 'The draft could not be discarded.', { severity: 'info', text: DISCARDED });

  /** A revision was restored: the editor shows the page as the restore left it. */
  const restored = (next: FeesEditView, text: string) => {
    write.setError('');
    answered(next);
    setNotice({ severity: 'success', text });
  };

  const reload = () => {
    write.setError('');
    setNotice(null);
    if (view) void loaded.reload();
    else loaded.restart();
  };

  const values = form?.values ?? null;
  return {
    view,
    values,
    translations: form?.translations ?? {},
    dirty,
    capPercent,
    /** Every amount that rises more than the cap against the year before: a warning, never a block. */
    rises: values && capPercent !== null ? risesAboveCap(values, capPercent) : [],
    status: write.error ? { severity: 'error' as const, text: write.error, stale: write.stale } : notice,
    busy: (['save', 'publish', 'discard'] as const).find((kind) => write.busy(kind)) ?? null,
    loadError: loaded.error,
    change,
    changeTranslation,
    save,
    saveIfChanged,
    publish,
    discard,
    restored,
    reload,
  };
}

export type FeesEditor = ReturnType<typeof useFeesEditor>;
