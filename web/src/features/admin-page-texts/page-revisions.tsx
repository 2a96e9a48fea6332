import Stack from '@mui/material/Stack';
import type { PageTextsEditView } from '@school/shared/page-text-schemas';
import { RevisionsButton } from '../../lib/admin/revisions-dialog';
import { isEditView } from './page-texts-api';
import type { TextsEditor } from './use-texts-editor';

// A page's earlier texts, in two lists because they are restored differently (the server's
// restore-revision.ts): each Publish keeps the texts visitors read until then, and restoring one
// publishes it again at once; each Save draft over an earlier draft keeps that draft, and restoring
// one makes it the draft again, which visitors do not see until it is published. Either restore
// answers the page as the editor loads it (published texts and draft), which the editor then shows.

const TIMES = 'Times are India time.';

/** The "Versions visitors saw" (published) and "Draft versions" buttons of the page editor. */
export function PageRevisions({ editor }: { editor: TextsEditor }) {
  const { view, dirty } = editor;
  if (!view) return null;
  const page = view.page;
  const unsaved = dirty ? ' Changes on this screen that you have not saved are lost.' : '';
  const restored = (published: boolean) => (next: PageTextsEditView) => editor.restored(next, published);

  return (
    <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}>
      <RevisionsButton<PageTextsEditView>
        kind="page-texts"
        itemId={page}
        accept={isEditView}
        words={{
          label: 'Versions visitors saw',
          intro: `Each time someone publishes this page, the texts visitors read until then are kept here (the last 50). ${TIMES}`,
          verb: 'published',
          restoreText: (when) =>
            `The page goes back to the texts visitors read before the publishing of ${when}, and they are published again at once.${unsaved}${
              view.draft ? ' The draft not yet published is replaced; it is kept under Draft versions.' : ''
            } What visitors read now is kept here, so you can change your mind.`,
        }}
        onRestored={restored(true)}
      />
      <RevisionsButton<PageTextsEditView>
        kind="page-texts-draft"
        itemId={page}
        accept={isEditView}
        words={{
          label: 'Draft versions',
          intro: `Each time someone saves a draft of this page over an earlier draft, the earlier one is kept here (the last 50). ${TIMES}`,
          verb: 'saved the draft',
          restoreText: (when) =>
            `The draft goes back to how it was before the save of ${when}. Visitors do not see it until you publish it.${unsaved}${
              view.draft ? ' The draft now is kept here, so you can change your mind.' : ''
            }`,
        }}
        onRestored={restored(false)}
      />
    </Stack>
  );
}
