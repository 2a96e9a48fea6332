import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Field } from './page-fields';

interface Props {
  field: Extract<Field, { kind: 'list' }>;
  value: unknown;
  path: string;
  onChange: (value: unknown) => void;
  /** Problems by field path, as the page's checks found them. */
  errors: Record<string, string>;
  /** One card's fields (field-editor.tsx draws them). */
  renderItem: (fields: readonly Field[], item: unknown, path: string, onChange: (item: unknown) => void) => ReactNode;
}

/** A list staff add to, remove from and reorder with buttons (keyboard and screen readers alike): lines or cards. */
export function ListEditor({ field, value, path, onChange, errors, renderItem }: Props) {
  const items = Array.isArray(value) ? (value as unknown[]) : [];
  const error = errors[path];
  const name = field.itemLabel.charAt(0).toUpperCase() + field.itemLabel.slice(1);
  const move = (from: number, to: number) => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    onChange(next);
  };
  const replace = (index: number, item: unknown) => onChange(items.map((old, i) => (i === index ? item : old)));

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 700, mb: 1 }}>
        {field.label}
      </Typography>
      <Stack spacing={1.5}>
        {items.map((item, index) => {
          const itemPath = `${path}.${index}`;
          const controls = (
            <Stack direction="row" sx={{ flexShrink: 0 }}>
              <IconButton
                aria-label={`Move ${field.itemLabel} ${index + 1} up`}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                <ArrowUpwardIcon />
              </IconButton>
              <IconButton
                aria-label={`Move ${field.itemLabel} ${index + 1} down`}
                disabled={index === items.length - 1}
                onClick={() => move(index, index + 1)}
              >
                <ArrowDownwardIcon />
              </IconButton>
              <IconButton
                aria-label={`Remove ${field.itemLabel} ${index + 1}`}
                onClick={() => onChange(items.filter((_, i) => i !== index))}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Stack>
          );
          if (!field.item) {
            return (
              <Stack key={index} direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
                <TextField
                  label={`${name} ${index + 1}`}
                  value={typeof item === 'string' ? item : ''}
                  onChange={(event) => replace(index, event.target.value)}
                  error={Boolean(errors[itemPath])}
                  helperText={errors[itemPath]}
                  fullWidth
                />
                {controls}
              </Stack>
            );
          }
          return (
            <Paper key={index} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5, gap: 1 }}>
                <Typography sx={{ fontWeight: 700 }}>
                  {name} {index + 1}
                </Typography>
                {controls}
              </Stack>
              {renderItem(field.item, item, itemPath, (next) => replace(index, next))}
            </Paper>
          );
        })}
      </Stack>
      {error && <FormHelperText error>{error}</FormHelperText>}
      <Button startIcon={<AddIcon />} onClick={() => onChange([...items, structuredClone(field.blank)])} sx={{ mt: 1 }}>
        Add {field.itemLabel}
      </Button>
    </Box>
  );
}
