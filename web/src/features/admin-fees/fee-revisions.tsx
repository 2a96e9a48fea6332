import Stack from '@mui/material/Stack';
import { RevisionsButton } from '../../lib/admin/revisions-dialog';
import { isEditView, type FeesEditView } from './fees-api';
import type { FeesEditor } from './use-fees-editor';

// The fee structure's earlier versions, kept by the page-texts machinery: each Publish keeps what
// visitors read until then (restoring one publishes it again), each Save draft the draft before it.

const TIMES = 'Times are India time.';

export function FeeRevisions({ editor }: { editor: FeesEditor }) {
  const { view, dirty } = editor;
  if (!view) return null;
  const unsaved = dirty ? ' Changes on this screen that you have not saved are lost.' : '';
  return (
    <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
      <RevisionsButton<FeesEditView>
        kind="page-texts"
        itemId="fees"
        accept={isEditView}
        words={{
          label: 'Versions visitors saw',
          intro: `Each time someone publishes the fee structure, the one visitors read until then is kept here (the last 50). ${TIMES}`,
          verb: 'published',
          restoreText: (when) =>
            `The page goes back to the fee structure visitors read before the publishing of ${when}, published again at once.${unsaved}`,
        }}
        onRestored={(next) => editor.restored(next, 'Version restored and published: visitors see it now.')}
      />
      <RevisionsButton<FeesEditView>
        kind="page-texts-draft"
        itemId="fees"
        accept={isEditView}
        words={{
          label: 'Draft versions',
          intro: `Each time someone saves a draft over an earlier draft, the earlier one is kept here (the last 50). ${TIMES}`,
          verb: 'saved the draft',
          restoreText: (when) =>
            `The draft goes back to how it was before the save of ${when}. Visitors do not see it until you publish it.${unsaved}`,
        }}
        onRestored={(next) => editor.restored(next, 'Version restored as the draft. Visitors do not see it until you publish it.')}
      />
    </Stack>
  );
}
