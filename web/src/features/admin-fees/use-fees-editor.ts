import type { FeesTexts } from '@school/shared/fee-schemas';
import { risesAboveCap } from '@school/shared/fee-table';
import { useDraftEditor } from '../../lib/admin/use-draft-editor';
import { discardFees, fetchFees, publishFees, saveFees, type FeesEditView } from './fees-api';

// The fee editor's state: the draft editor of every fixed page (lib/admin/use-draft-editor.ts) over
// the fee structure, with the fee cap from the settings, against which a rise is a warning.

const WRITES = ['save', 'publish', 'discard'] as const;
const LOAD = {
  errorText: 'The fee structure could not be loaded. Please try again.',
  ownText: true,
  logText: 'Loading the fee structure failed',
};

type Loaded = Awaited<ReturnType<typeof fetchFees>>;

export function useFeesEditor() {
  const editor = useDraftEditor<Loaded, FeesEditView, FeesTexts>({
    load: fetchFees,
    loadOptions: LOAD,
    viewOf: (data) => data.view,
    withView: (data, view) => ({ ...data, view }),
    saveDraft: saveFees,
    publish: publishFees,
    discard: discardFees,
    words: {
      publishFailed: 'The fee structure could not be published.',
      discarded: 'Draft discarded. The page shows the published fee structure.',
    },
  });
  const { values, data, busy } = editor;
  const capPercent = data?.capPercent ?? null;
  return {
    ...editor,
    capPercent,
    /** Every amount that rises more than the cap against the year before: a warning, never a block. */
    rises: values && capPercent !== null ? risesAboveCap(values, capPercent) : [],
    busy: WRITES.find((kind) => busy(kind)) ?? null,
  };
}

export type FeesEditor = ReturnType<typeof useFeesEditor>;
