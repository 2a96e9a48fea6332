import type { GalleryImageUpdateInput, GalleryImageView } from '@school/shared/gallery-schemas';
import { galleryImageUpdateSchema } from '@school/shared/gallery-schemas';
import type { TranslatedLocale } from '@school/shared/i18n/translations';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { absoluteUrl } from './copy-text';
import { LanguageTabs, translatedLabel } from './language-tabs';

type Texts = { caption: string; alt: string };
const textsOf = (image: GalleryImageView, locale: TranslatedLocale): Texts => ({
  caption: image.translations?.[locale]?.caption ?? '',
  alt: image.translations?.[locale]?.alt ?? '',
});

interface Props {
  image: GalleryImageView;
  index: number;
  count: number;
  busy: boolean;
  onClose: () => void;
  onSave: (patch: GalleryImageUpdateInput) => Promise<void>;
  onMove: (order: number) => void;
  onCopy: (url: string) => void;
  onDelete: () => void;
}

/** The image details panel: caption and alt text, its place in the gallery, Copy URL and Delete. */
export function ImageDetailsDialog({ image, index, count, busy, onClose, onSave, onMove, onCopy, onDelete }: Props) {
  const [caption, setCaption] = useState(image.caption);
  const [alt, setAlt] = useState(image.alt);
  const [translations, setTranslations] = useState(() => ({ pa: textsOf(image, 'pa'), hi: textsOf(image, 'hi') }));
  const translate = (locale: TranslatedLocale, name: keyof Texts, text: string) =>
    setTranslations((current) => ({ ...current, [locale]: { ...current[locale], [name]: text } }));
  // The first problem the schema finds, under the field it is about.
  const [error, setError] = useState<{ field: PropertyKey | undefined; text: string } | null>(null);
  const errorOf = (field: keyof Texts) => (error?.field === field ? error.text : '');
  // A Punjabi or Hindi text's problem is shown above the tabs (LanguageTabs): its field may be on a tab not open.
  const translationError = error?.field === 'translations' ? error.text : '';
  const url = absoluteUrl(image.url);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = galleryImageUpdateSchema.safeParse({ caption, alt, translations });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError({ field: issue?.path[0], text: issue?.message ?? '' });
      return;
    }
    setError(null);
    // Both languages go with every save, so a text emptied here is removed (each language sent replaces its texts).
    await onSave({ caption: parsed.data.caption ?? '', alt: parsed.data.alt ?? '', translations: parsed.data.translations ?? {} });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="image-details-title">
      <DialogTitle id="image-details-title">
        Photo {index + 1} of {count}
      </DialogTitle>
      <Box component="form" noValidate onSubmit={(event: FormEvent) => void save(event)}>
        <DialogContent sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Box>
            <Box
              component="img"
              src={image.url}
              width={image.width}
              height={image.height}
              alt={alt || caption || `Photo ${index + 1}`}
              sx={{ width: '100%', height: 'auto', borderRadius: 2, display: 'block' }}
            />
            <Typography variant="caption" component="p" sx={{ mt: 1, color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {image.width} × {image.height} px · {url}
            </Typography>
          </Box>
          <Stack spacing={2}>
            <LanguageTabs
              label="Photo text"
              error={translationError}
              texts={translations}
              english={
                <>
                  <TextField
                    label="Caption"
                    value={caption}
                    onChange={(event) => setCaption(event.target.value)}
                    multiline
                    minRows={2}
                    error={Boolean(errorOf('caption'))}
                    helperText={errorOf('caption') || 'Shown over the photo on the Media page'}
                  />
                  <TextField
                    label="Alt text"
                    value={alt}
                    onChange={(event) => setAlt(event.target.value)}
                    error={Boolean(errorOf('alt'))}
                    helperText={errorOf('alt') || 'Describes the photo for visitors who cannot see it'}
                  />
                </>
              }
              translated={(locale) => (
                <>
                  <TextField
                    label={translatedLabel('Caption', locale)}
                    value={translations[locale].caption}
                    placeholder={caption}
                    slotProps={{ htmlInput: { lang: locale } }}
                    onChange={(event) => translate(locale, 'caption', event.target.value)}
                    multiline
                    minRows={2}
                  />
                  <TextField
                    label={translatedLabel('Alt text', locale)}
                    value={translations[locale].alt}
                    placeholder={alt}
                    slotProps={{ htmlInput: { lang: locale } }}
                    onChange={(event) => translate(locale, 'alt', event.target.value)}
                    helperText="Visitors get the English alt text where this is empty"
                  />
                </>
              )}
            />
            <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
              Save details
            </Button>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Button variant="outlined" startIcon={<ArrowBackIcon />} disabled={busy || index === 0} onClick={() => onMove(index - 1)}>
                Move earlier
              </Button>
              <Button
                variant="outlined"
                endIcon={<ArrowForwardIcon />}
                disabled={busy || index >= count - 1}
                onClick={() => onMove(index + 1)}
              >
                Move later
              </Button>
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button startIcon={<ContentCopyIcon />} onClick={() => onCopy(url)}>
            Copy URL
          </Button>
          <Button color="error" startIcon={<DeleteIcon />} disabled={busy} onClick={onDelete}>
            Delete
          </Button>
          <Box sx={{ flex: 1 }} />
          <Button onClick={onClose}>Close</Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
