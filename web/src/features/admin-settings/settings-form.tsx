import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { AdminSettings } from '@school/shared/settings-schemas';
import type { FormEvent } from 'react';
import { AdmissionClassesSection } from './admission-classes-section';
import { BoardSection } from './board-section';
import { ImageSections } from './image-sections';
import { PrivacySection } from './privacy-section';
import { SettingsField, SettingsSection } from './settings-parts';
import { SchoolSections } from './settings-sections';
import { SettingsTranslations } from './settings-translations';
import { useSettingsForm, type SaveStatus } from './use-settings-form';

// Public pages are kept at the CDN for up to 60 s on the Firebase home (the dashboard says the same).
const SAVED = 'Settings saved. Visitors see them on the next page they open, at the latest within about a minute.';
const INVALID = 'Nothing was saved: some boxes need correcting (see the red messages beside them).';

interface Props {
  /** As loaded; the form starts from it once. */
  initial: AdminSettings;
  /** The stored settings, for the images and the version a save is based on. */
  settings: AdminSettings;
  onChanged: (settings: AdminSettings) => void;
}

/** Every typed setting in one form, saved whole by one button; the images are saved as they change. */
export function SettingsForm({ initial, settings, onChanged }: Props) {
  const form = useSettingsForm(initial, onChanged, settings.version);
  const saving = form.status.kind === 'saving';

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const firstWrong = await form.submit();
    // Keyboard and screen-reader users land on what needs fixing; its message is read with it.
    if (firstWrong) document.getElementById(firstWrong)?.focus();
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void handleSubmit(event)} sx={{ display: 'grid', gap: 3 }}>
      <SchoolSections form={form} />
      <BoardSection form={form} />
      <ImageSections form={form} settings={settings} onChanged={onChanged} />
      <SettingsTranslations form={form} />
      <PrivacySection form={form} />
      <AdmissionClassesSection form={form} />
      <SettingsSection title="Admission form link" intro="The Start Application button on the Admissions page opens this address.">
        <SettingsField
          form={form}
          field="admissionFormLink"
          label="Admission form link"
          type="url"
          wide
          placeholder="https://forms.example.com/admission"
          help="Leave it empty to show Admission Form Not Available."
        />
      </SettingsSection>
      <SettingsSection
        title="Office e-mail for contact messages"
        intro="Each message sent from the contact page is also e-mailed here. Visitors do not see it."
      >
        <SettingsField form={form} field="officeEmail" label="Office e-mail" type="email" required wide />
      </SettingsSection>
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Button type="submit" variant="contained" size="large" disabled={saving}>
          {saving ? 'Saving…' : 'Save settings'}
        </Button>
        <SaveMessage status={form.status} />
      </Box>
    </Box>
  );
}

function SaveMessage({ status }: { status: SaveStatus }) {
  // One live region that is always there, so the message is announced when it appears.
  return (
    <Box role="status" aria-live="polite" sx={{ width: '100%' }}>
      {status.kind === 'saved' && (
        <Alert role="none" severity="success">
          {SAVED}
        </Alert>
      )}
      {status.kind === 'invalid' && (
        <Alert role="none" severity="error">
          {INVALID}
        </Alert>
      )}
      {status.kind === 'failed' && <Alert role="none" severity="error">{`Nothing was saved: ${status.message}`}</Alert>}
    </Box>
  );
}
