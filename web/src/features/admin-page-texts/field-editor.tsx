import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Fragment, Suspense, useId, type ComponentType, type ReactNode } from 'react';
import { DocumentPicker } from '../../lib/admin/document-picker';
import { ListEditor } from './list-editor';
import type { Field } from './page-fields';

/** The rich-text editor app/ hands over (the one content pages use; features do not import each other). */
export interface RichEditorProps {
  initialHtml: string;
  onChange: (html: string) => void;
  /** id of the visible label, so screen readers name the editing area. */
  labelId: string;
  error?: boolean;
}

export interface EditorContext {
  /** Problems by field path ("whyChoose.cards.1.title"). */
  errors: Record<string, string>;
  RichEditor: ComponentType<RichEditorProps>;
  /** Changes when the values are replaced from outside (a discarded draft), so rich editors start again. */
  generation: number;
}

type Values = Record<string, unknown>;

interface FieldsProps {
  fields: readonly Field[];
  value: Values;
  path: string;
  onChange: (value: Values) => void;
  context: EditorContext;
}

/** The fields of one level (a page, a group, a card), each bound to its key in `value`. */
export function FieldsEditor({ fields, value, path, onChange, context }: FieldsProps) {
  return (
    <BoundFields fields={fields} value={value} onChange={onChange}>
      {(field, fieldValue, change) => (
        <FieldEditor
          field={field}
          value={fieldValue}
          path={path ? `${path}.${field.key}` : field.key}
          onChange={change}
          context={context}
        />
      )}
    </BoundFields>
  );
}

interface BoundProps {
  fields: readonly Field[];
  value: Values;
  onChange: (value: Values) => void;
  /** One field's editor, given its value and how to change it. */
  children: (field: Field, value: unknown, onChange: (value: unknown) => void) => ReactNode;
}

/** A level's fields in a column, each editor bound to its key in `value` (the English and its translations alike). */
export function BoundFields({ fields, value, onChange, children }: BoundProps) {
  return (
    <Stack spacing={2}>
      {fields.map((field) => (
        <Fragment key={field.key}>{children(field, value[field.key], (next) => onChange({ ...value, [field.key]: next }))}</Fragment>
      ))}
    </Stack>
  );
}

interface FieldProps {
  field: Field;
  value: unknown;
  path: string;
  onChange: (value: unknown) => void;
  context: EditorContext;
}

function FieldEditor({ field, value, path, onChange, context }: FieldProps) {
  const error = context.errors[path];
  switch (field.kind) {
    case 'text': {
      const input = (
        <TextField
          label={field.label}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
          multiline={field.multiline}
          minRows={field.multiline ? 2 : undefined}
          error={Boolean(error)}
          helperText={error ?? field.help}
          fullWidth
        />
      );
      if (!field.documentLink) return input;
      // A card's link: typed, or the page of a document chosen from the library.
      return (
        <Stack spacing={1}>
          {input}
          <DocumentPicker onChoose={(doc) => onChange(doc.path)} />
        </Stack>
      );
    }
    case 'select':
      return (
        <TextField
          select
          label={field.label}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
          error={Boolean(error)}
          helperText={error}
          sx={{ maxWidth: 320 }}
          fullWidth
        >
          {field.options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'rich':
      return <RichField field={field} value={value} onChange={onChange} error={error} context={context} />;
    case 'group':
      return (
        <Paper variant="outlined" component="fieldset" sx={{ p: { xs: 1.5, sm: 2 }, m: 0, minWidth: 0 }}>
          <Typography component="legend" variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 700, px: 0.5 }}>
            {field.label}
          </Typography>
          <Box sx={{ mt: 1 }}>
            <FieldsEditor fields={field.fields} value={asValues(value)} path={path} onChange={onChange} context={context} />
          </Box>
        </Paper>
      );
    case 'list':
      return (
        <ListEditor
          field={field}
          value={value}
          path={path}
          onChange={onChange}
          errors={context.errors}
          renderItem={(fields, item, itemPath, change) => (
            <FieldsEditor fields={fields} value={asValues(item)} path={itemPath} onChange={change} context={context} />
          )}
        />
      );
  }
}

function RichField({
  field,
  value,
  onChange,
  error,
  context,
}: {
  field: Extract<Field, { kind: 'rich' }>;
  value: unknown;
  onChange: (value: unknown) => void;
  error: string | undefined;
  context: EditorContext;
}) {
  const labelId = useId();
  const { RichEditor } = context;
  return (
    <div>
      <FormLabel id={labelId} error={Boolean(error)} sx={{ display: 'block', mb: 1 }}>
        {field.label}
      </FormLabel>
      <Suspense fallback={<Skeleton variant="rounded" height={280} aria-label="Loading the editor" />}>
        <RichEditor
          key={context.generation}
          initialHtml={typeof value === 'string' ? value : ''}
          labelId={labelId}
          error={Boolean(error)}
          onChange={onChange}
        />
      </Suspense>
      {(error ?? field.help) && <FormHelperText error={Boolean(error)}>{error ?? field.help}</FormHelperText>}
    </div>
  );
}

function asValues(value: unknown): Values {
  return typeof value === 'object' && value !== null ? (value as Values) : {};
}
