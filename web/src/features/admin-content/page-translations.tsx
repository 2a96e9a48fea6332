import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ContentTranslations } from '@school/shared/content-schemas';
import type { TranslatedLocale } from '@school/shared/i18n/translations';
import { lazy, Suspense, useState } from 'react';

const BodyEditor = lazy(() => import('./body-editor'));

const LANGUAGES: Record<TranslatedLocale, string> = { pa: 'Punjabi', hi: 'Hindi' };

interface Props {
  value: ContentTranslations;
  onChange: (value: ContentTranslations) => void;
  /** The first message of a refused translation, if any. */
  error?: string | undefined;
  /** The form's key: a new page or another page starts the editors afresh. */
  pageKey: string;
}

/**
 * The page's optional Punjabi and Hindi title and body, one language at a time. Visitors of /pa/ and
 * /hi/ pages see them; where a text is left empty they see the English one.
 */
export function PageTranslations({ value, onChange, error, pageKey }: Props) {
  const [locale, setLocale] = useState<TranslatedLocale>('pa');
  // Closed until asked for, unless the page has a translation (or a refused one to correct).
  const [open, setOpen] = useState(() => Boolean(value.pa ?? value.hi));
  if (!open && !error) {
    return (
      <div>
        <Button variant="outlined" size="small" onClick={() => setOpen(true)}>
          Add Punjabi and Hindi (optional)
        </Button>
      </div>
    );
  }
  const language = LANGUAGES[locale];
  const fields = value[locale] ?? {};
  const set = (field: 'title' | 'content', text: string) => onChange({ ...value, [locale]: { ...fields, [field]: text } });
  return (
    <Stack component="fieldset" spacing={2} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ px: 0.5, fontWeight: 600 }}>
        Punjabi and Hindi (optional)
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Visitors reading the site in Punjabi or Hindi see these; where one is empty they see the English.
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={locale}
        onChange={(_, next: TranslatedLocale | null) => next && setLocale(next)}
        aria-label="Language of the translation"
      >
        {Object.entries(LANGUAGES).map(([code, name]) => (
          <ToggleButton key={code} value={code}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
      <TextField label={`Title in ${language}`} value={fields.title ?? ''} onChange={(e) => set('title', e.target.value)} fullWidth />
      <div>
        <FormLabel id={`content-body-${locale}-label`} sx={{ display: 'block', mb: 1 }}>
          Content in {language}
        </FormLabel>
        <Suspense fallback={<Skeleton variant="rounded" height={200} aria-label="Loading the editor" />}>
          <BodyEditor
            key={`${pageKey}-${locale}`}
            initialHtml={fields.content ?? ''}
            labelId={`content-body-${locale}-label`}
            onChange={(content) => set('content', content)}
          />
        </Suspense>
      </div>
    </Stack>
  );
}
