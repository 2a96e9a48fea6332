import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isUntranslated } from '@school/shared/page-text-translations';
import { Suspense, useId } from 'react';
import { BoundFields, type EditorContext } from './field-editor';
import type { Field } from './page-fields';
import { replaceTags } from '@school/shared/plain-text';

// The page's texts in Punjabi or Hindi: the same fields as the English, each empty until staff
// translate it, with the English shown under it. Lists follow the English ones (added, removed and
// reordered there); choices and links are the English ones. An empty field shows the English to
// visitors.

type Values = Record<string, unknown>;

const asValues = (value: unknown): Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Values) : {};
const asText = (value: unknown): string => (typeof value === 'string' ? value : '');
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

interface Props {
  fields: readonly Field[];
  /** The English texts at this level. */
  english: Values;
  /** The translation at this level. */
  value: Values;
  onChange: (value: Values) => void;
  context: EditorContext;
  language: string;
}

export function TranslationEditor({ fields, english, value, onChange, context, language }: Props) {
  return (
    <BoundFields fields={fields.filter((field) => field.kind !== 'select' && !isUntranslated(field.key))} value={value} onChange={onChange}>
      {(field, fieldValue, change) => (
        <TranslatedField
          field={field}
          english={english[field.key]}
          value={fieldValue}
          onChange={change}
          context={context}
          language={language}
        />
      )}
    </BoundFields>
  );
}

interface FieldProps {
  field: Field;
  english: unknown;
  value: unknown;
  onChange: (value: unknown) => void;
  context: EditorContext;
  language: string;
}

function TranslatedField({ field, english, value, onChange, context, language }: FieldProps) {
  const hint = (text: string) => (text ? `English: ${text}` : 'Empty in English');
  switch (field.kind) {
    case 'select':
      return null;
    case 'text':
      return (
        <TextField
          label={`${field.label} (${language})`}
          value={asText(value)}
          onChange={(event) => onChange(event.target.value)}
          multiline={field.multiline}
          minRows={field.multiline ? 2 : undefined}
          helperText={hint(asText(english))}
          fullWidth
        />
      );
    case 'rich':
      return (
        <RichTranslation
          label={`${field.label} (${language})`}
          english={asText(english)}
          value={value}
          onChange={onChange}
          context={context}
        />
      );
    case 'group':
      return (
        <Paper variant="outlined" component="fieldset" sx={{ p: { xs: 1.5, sm: 2 }, m: 0, minWidth: 0 }}>
          <Typography component="legend" variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 700, px: 0.5 }}>
            {field.label}
          </Typography>
          <TranslationEditor
            fields={field.fields}
            english={asValues(english)}
            value={asValues(value)}
            onChange={onChange}
            context={context}
            language={language}
          />
        </Paper>
      );
    case 'list': {
      const items = asList(value);
      const name = field.itemLabel.charAt(0).toUpperCase() + field.itemLabel.slice(1);
      const replace = (index: number, item: unknown) =>
        onChange(asList(english).map((_, i) => (i === index ? item : (items[i] ?? (field.item ? {} : '')))));
      return (
        <Stack component="fieldset" spacing={1.5} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" sx={{ fontWeight: 700, mb: 1 }}>
            {field.label}
          </Typography>
          {asList(english).map((englishItem, index) =>
            field.item ? (
              <Paper key={index} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
                <Typography sx={{ fontWeight: 700, mb: 1.5 }}>
                  {name} {index + 1}
                </Typography>
                <TranslationEditor
                  fields={field.item}
                  english={asValues(englishItem)}
                  value={asValues(items[index])}
                  onChange={(next) => replace(index, next)}
                  context={context}
                  language={language}
                />
              </Paper>
            ) : (
              <TextField
                key={index}
                label={`${name} ${index + 1} (${language})`}
                value={asText(items[index])}
                onChange={(event) => replace(index, event.target.value)}
                helperText={hint(asText(englishItem))}
                fullWidth
              />
            ),
          )}
        </Stack>
      );
    }
  }
}

function RichTranslation({
  label,
  english,
  value,
  onChange,
  context,
}: {
  label: string;
  english: string;
  value: unknown;
  onChange: (value: unknown) => void;
  context: EditorContext;
}) {
  const labelId = useId();
  const { RichEditor } = context;
  // The English as plain words, a reminder of what to translate.
  const englishText = replaceTags(english, ' ').replace(/\s+/g, ' ').trim();
  return (
    <div>
      <FormLabel id={labelId} sx={{ display: 'block', mb: 1 }}>
        {label}
      </FormLabel>
      <Suspense fallback={<Skeleton variant="rounded" height={200} aria-label="Loading the editor" />}>
        <RichEditor key={context.generation} initialHtml={asText(value)} labelId={labelId} onChange={onChange} />
      </Suspense>
      <FormHelperText>{englishText ? `English: ${englishText}` : 'Empty in English'}</FormHelperText>
    </div>
  );
}
