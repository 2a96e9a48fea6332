import { adminSettingsSchema, type AdminSettings } from '@school/shared/settings-schemas';
import { useSnackbar } from 'notistack';
import { RevisionsButton } from '../../lib/admin/revisions-dialog';

// The earlier versions of the school's facts: each Save settings keeps the facts it replaced
// (functions/src/domain/revisions). A restore saves that version's facts as the newest; the office
// e-mail, the admission form link and the pictures stay as they are now.

/** The revisions' item id of the school's facts: the settings document they live in (SETTINGS_DOCS.school). */
const SCHOOL_FACTS = 'school';

const isSettings = (data: unknown): data is AdminSettings => adminSettingsSchema.safeParse(data).success;

const RESTORED = 'Version restored. Visitors see it on the next page they open, at the latest within about a minute.';

/** The Revisions button of the settings screen; `onRestored` gets the settings as the restore saved them. */
export function SettingsRevisions({ onRestored }: { onRestored: (settings: AdminSettings) => void }) {
  const { enqueueSnackbar } = useSnackbar();
  return (
    <RevisionsButton<AdminSettings>
      kind="settings"
      itemId={SCHOOL_FACTS}
      accept={isSettings}
      words={{
        intro:
          'Each time someone presses Save settings, the school details from before are kept here (the last 50). Times are India time. The office e-mail, the admission form link and the pictures are not part of these versions.',
        restoreText: (when) =>
          `The school details go back to how they were before the save of ${when}, and visitors see them. Changes on this screen that you have not saved are lost. What the settings say now is kept as a revision, so you can change your mind.`,
      }}
      onRestored={(settings) => {
        onRestored(settings);
        enqueueSnackbar(RESTORED, { variant: 'success' });
      }}
    />
  );
}
