import type { PageTextPage, PageTextsEditView } from '@school/shared/page-text-schemas';
import { useCallback } from 'react';
import { useDraftEditor } from '../../lib/admin/use-draft-editor';
import { ApiError, errorMessage } from '../../lib/api-client';
import { discardDraft, fetchPageTexts, publishDraft, removePageImage, saveDraft, uploadPageImage } from './page-texts-api';
import { checkTexts } from './validate-texts';

// A fixed page's texts editor: the draft editor of every fixed page (lib/admin/use-draft-editor.ts)
// over one page's texts, checked by the page's own schema before a save, with its images.

type Texts = Record<string, unknown>;
const WRITES = ['save', 'publish', 'discard', 'image'] as const;

const LOAD_FAILED = 'The page texts could not be loaded. Please try again.';
const RESTORED_PUBLISHED = 'Version restored and published: visitors see it now (on Firebase within about a minute).';
const RESTORED_DRAFT = 'Version restored as the draft. Visitors do not see it until you publish it.';

/** An account without a staff role is told so (403), not asked to try again. */
const loadFailedText = (failure: unknown) =>
  failure instanceof ApiError && failure.status === 403 ? errorMessage(failure, LOAD_FAILED) : LOAD_FAILED;
const LOAD = { errorText: loadFailedText, logText: 'Loading the page texts failed' };

/** The editor's state and actions: the texts being edited, their draft, and what the last action did. */
export function useTextsEditor(page: PageTextPage) {
  const load = useCallback((signal: AbortSignal) => fetchPageTexts(page, signal), [page]);
  const editor = useDraftEditor<PageTextsEditView, PageTextsEditView, Texts, 'image'>({
    load,
    loadOptions: LOAD,
    viewOf: (view) => view,
    withView: (_old, view) => view,
    check: (values) => checkTexts(page, values),
    saveDraft: (texts, basedOn) => saveDraft(page, texts as Parameters<typeof saveDraft>[1], basedOn),
    publish: (basedOn) => publishDraft(page, basedOn),
    discard: (basedOn) => discardDraft(page, basedOn),
    words: { publishFailed: 'The page could not be published.', discarded: 'Draft discarded. The page shows the published texts.' },
  });
  const { dirty, save, act, busy } = editor;

  /** Images belong to the draft; unsaved typing is kept by saving it first. */
  const setImage = async (slot: string, file: File | null) => {
    if (dirty && !(await save())) return;
    const call = () => (file ? uploadPageImage(page, slot, file) : removePageImage(page, slot));
    const text = file
      ? 'Image saved in the draft. Publish to show it to visitors.'
      : 'Image removed in the draft. Publish to remove it for visitors.';
    await act('image', call, { severity: 'success', text }, 'The image could not be saved.');
  };

  return {
    ...editor,
    busy: WRITES.find((kind) => busy(kind)) ?? null,
    /** Unsaved typing is saved as the draft first, so the preview shows it; without changes nothing is written. */
    saveIfChanged: async (): Promise<boolean> => (await editor.saveIfChanged()) !== null,
    setImage,
    /** A revision was restored (page-revisions.tsx): the editor shows the page as the restore left it. */
    restored: (next: PageTextsEditView, published: boolean) => editor.restored(next, published ? RESTORED_PUBLISHED : RESTORED_DRAFT),
  };
}

export type TextsEditor = ReturnType<typeof useTextsEditor>;
