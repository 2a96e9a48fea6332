import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ImagePicker, type ImagePickerTexts } from '../../lib/admin/image-picker';
import type { TextsEditor } from './use-texts-editor';

const TEXTS: ImagePickerTexts = {
  choose: 'Choose hero image',
  replace: 'Replace hero image',
  remove: ({ current }) => (current ? 'Remove hero image' : null),
  previewAlt: 'Hero image',
  inputLabel: 'Hero image file',
  helper: () => 'Shown beside the headline, above the card. JPEG, PNG or WebP, up to 25 MB. It is saved in the draft at once.',
  notAnImage: 'Please choose a photo (JPEG, PNG or WebP).',
};

/** The home page's hero image: uploaded into the draft as soon as it is chosen. */
export function HeroImageField({ editor }: { editor: TextsEditor }) {
  const current = (editor.view?.draft ?? editor.view?.published)?.images.heroImage ?? null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="hero-image-heading" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography id="hero-image-heading" variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 1 }}>
        Hero image
      </Typography>
      <ImagePicker
        currentUrl={current ? (current.variants[0]?.url ?? current.url) : null}
        file={null}
        onFile={(file) => {
          if (file) void editor.setImage('heroImage', file);
        }}
        onRemove={() => void editor.setImage('heroImage', null)}
        disabled={editor.busy !== null}
        texts={TEXTS}
        preview="banner"
      />
    </Paper>
  );
}
