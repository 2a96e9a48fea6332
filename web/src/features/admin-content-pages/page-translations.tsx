import FormLabel from '@mui/material/FormLabel';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import type { ContentTranslations } from '@school/shared/content-schemas';
import type { TranslatedLocale } from '@school/shared/i18n/translations';
import { lazy, Suspense, useState } from 'react';
import { LANGUAGE_NAMES, LanguageToggle } from '../../lib/admin/languages';
import { TranslationsFieldset } from '../../lib/admin/translations-fieldset';

const BodyEditor = lazy(() => import('./body-editor'));

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
  const language = LANGUAGE_NAMES[locale];
  const fields = value[locale] ?? {};
  const set = (field: 'title' | 'content', text: string) => onChange({ ...value, [locale]: { ...fields, [field]: text } });
  return (
    <TranslationsFieldset
      translated={Boolean(value.pa ?? value.hi)}
      error={error}
      controls={<LanguageToggle languages={LANGUAGE_NAMES} value={locale} onChange={setLocale} label="Language of the translation" />}
    >
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
    </TranslationsFieldset>
  );
}
