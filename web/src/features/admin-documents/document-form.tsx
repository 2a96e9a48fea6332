import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DocumentView } from '@school/shared/document-schemas';
import type { TranslatedLocale } from '@school/shared/i18n/translations';
import { useRef, useState, type FormEvent } from 'react';
import { FormPanel } from '../../lib/admin/form-panel';
import { NotifySubscribersField, useNotifyChoice } from '../../lib/admin/notify-subscribers';
import { useFormFields } from '../../lib/admin/use-form-fields';
import { DocumentFields } from './document-fields';
import { fileSummary } from './document-file-text';
import { DocumentTranslations } from './document-translations';
import { validateDocument, valuesFromDocument, type DocumentErrorKey, type DocumentValues } from './document-values';
import { TypedTextField } from './typed-text-field';

interface Props {
  doc: DocumentView;
  saving: boolean;
  saveError: string;
  /** `file`: a new file for the document, sent after its fields. */
  onSubmit: (values: DocumentValues, file: File | null, notify: boolean) => void;
  onCancel: () => void;
}

/** The panel beside the list: one document's fields, its translations, its file, and a scan's typed text. */
export function DocumentForm({ doc, saving, saveError, onSubmit, onCancel }: Props) {
  const { values, setValues, errors, setErrors, set, bind } = useFormFields<DocumentValues, DocumentErrorKey>(() =>
    valuesFromDocument(doc),
  );
  const [file, setFile] = useState<File | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // A circular goes to subscribers unless staff untick it (issue 39); other documents only when ticked.
  const notify = useNotifyChoice(values.category === 'circular');

  const setTranslation = (locale: TranslatedLocale, field: 'title' | 'description', text: string) => {
    setValues((current) => ({
      ...current,
      translations: { ...current.translations, [locale]: { ...current.translations[locale], [field]: text } },
    }));
    setErrors((current) => ({ ...current, [`translations.${locale}.${field}`]: undefined }));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateDocument(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values, file, notify.checked);
  };

  return (
    <FormPanel
      headingId="document-form-heading"
      heading="Edit Document"
      onSubmit={handleSubmit}
      saving={saving}
      saveError={saveError}
      onCancel={onCancel}
      submitText={['Update', 'Updating...']}
    >
      <TextField label="Title" required autoFocus {...bind('title')} disabled={saving} />
      <TextField label="Description (optional)" multiline minRows={3} {...bind('description')} disabled={saving} />
      <DocumentTranslations value={values.translations} onChange={setTranslation} errors={errors} disabled={saving} />
      <DocumentFields values={values} set={set} errors={errors} disabled={saving} />
      {!doc.file.hasText && (
        <TypedTextField value={values.typedText} onChange={(text) => set('typedText', text)} error={errors.typedText} disabled={saving} />
      )}
      <NotifySubscribersField kind="document" itemId={doc._id} {...notify} disabled={saving} />
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="body2">
          File:{' '}
          <a href={doc.file.url} target="_blank" rel="noopener noreferrer">
            {fileSummary(doc.file)}
          </a>
          {file && ` → ${file.name} (replaces it when you save)`}
        </Typography>
        <input
          ref={input}
          type="file"
          hidden
          accept="application/pdf,image/jpeg,image/png"
          data-testid="replace-file-input"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        <Button variant="outlined" onClick={() => input.current?.click()} disabled={saving} sx={{ justifySelf: 'start' }}>
          Replace the file
        </Button>
      </Box>
    </FormPanel>
  );
}
