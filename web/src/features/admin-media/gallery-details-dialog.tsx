import {
  galleryCreateSchema,
  galleryUpdateSchema,
  type GalleryCreateInput,
  type GalleryUpdateInput,
  type GalleryView,
} from '@school/shared/gallery-schemas';
import type { TranslatedLocale } from '@school/shared/i18n/translations';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { LanguageTabs, translatedLabel } from './language-tabs';

type Texts = { title: string; description: string };
interface Values extends Texts {
  category: string;
  translations: Record<TranslatedLocale, Texts>;
}

const valuesOf = (gallery?: GalleryView): Values => ({
  title: gallery?.title ?? '',
  category: gallery?.category ?? '',
  description: gallery?.description ?? '',
  translations: {
    pa: { title: gallery?.translations?.pa?.title ?? '', description: gallery?.translations?.pa?.description ?? '' },
    hi: { title: gallery?.translations?.hi?.title ?? '', description: gallery?.translations?.hi?.description ?? '' },
  },
});

type Props = {
  open: boolean;
  onClose: () => void;
} & (
  | {
      gallery?: undefined;
      /** Rejects with the text to show when the server refuses or cannot be reached. */
      onCreate: (input: GalleryCreateInput) => Promise<void>;
    }
  | {
      /** The gallery whose details are edited (its version goes with the save). */
      gallery: GalleryView;
      onSave: (patch: GalleryUpdateInput) => Promise<void>;
    }
);

/**
 * "New gallery" and "Edit gallery": title, category and description, with optional Punjabi and
 * Hindi versions of the title and description in the language tabs. The shared schema gives the
 * spec's message for blanks and the limits' texts.
 */
export function GalleryDetailsDialog(props: Props) {
  const { open, onClose, gallery } = props;
  const [values, setValues] = useState(() => valuesOf(gallery));
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const editing = gallery !== undefined;
  const titleId = editing ? 'edit-gallery-title' : 'new-gallery-title';

  const close = () => {
    setValues(valuesOf(gallery));
    setError('');
    onClose();
  };

  /** The request the form's values make, or the text of their first problem. */
  const request = (): { save: () => Promise<void> } | { problem: string } => {
    if (props.gallery) {
      const parsed = galleryUpdateSchema.safeParse({ ...values, version: props.gallery.version });
      return parsed.success ? { save: () => props.onSave(parsed.data) } : { problem: parsed.error.issues[0]?.message ?? '' };
    }
    const parsed = galleryCreateSchema.safeParse(values);
    return parsed.success ? { save: () => props.onCreate(parsed.data) } : { problem: parsed.error.issues[0]?.message ?? '' };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ready = request();
    if ('problem' in ready) {
      setError(ready.problem);
      return;
    }
    setSaving(true);
    setError('');
    try {
      await ready.save();
      if (!editing) setValues(valuesOf());
      onClose();
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setSaving(false);
    }
  };

  const field = (name: 'title' | 'category' | 'description') => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  const translatedField = (locale: TranslatedLocale, name: keyof Texts) => ({
    name: `${name}-${locale}`,
    value: values.translations[locale][name],
    // The English beside it, for whoever translates.
    placeholder: values[name],
    // The browser's spell checking and fonts for the language typed.
    slotProps: { htmlInput: { lang: locale } },
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({
        ...current,
        translations: { ...current.translations, [locale]: { ...current.translations[locale], [name]: event.target.value } },
      })),
  });

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{editing ? 'Edit gallery' : 'New gallery'}</DialogTitle>
      <Box component="form" noValidate onSubmit={(event: FormEvent) => void submit(event)}>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <LanguageTabs
              label="Gallery text"
              error={error}
              texts={values.translations}
              english={
                <>
                  <TextField label="Title" required autoFocus {...field('title')} />
                  <TextField label="Category" required helperText="For example: events, sports, academics" {...field('category')} />
                  <TextField label="Description" multiline minRows={2} {...field('description')} />
                </>
              }
              translated={(locale) => (
                <>
                  <TextField
                    label={translatedLabel('Title', locale)}
                    helperText="Visitors see the English title where this is empty"
                    {...translatedField(locale, 'title')}
                  />
                  <TextField
                    label={translatedLabel('Description', locale)}
                    multiline
                    minRows={2}
                    {...translatedField(locale, 'description')}
                  />
                </>
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {editing ? (saving ? 'Saving...' : 'Save gallery') : saving ? 'Creating...' : 'Create gallery'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
