import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';

type InputProps = Pick<
  OutlinedInputProps,
  | 'name'
  | 'type'
  | 'value'
  | 'onChange'
  | 'onKeyDown'
  | 'autoComplete'
  | 'required'
  | 'multiline'
  | 'minRows'
  | 'endAdornment'
  | 'inputProps'
>;

interface Props extends InputProps {
  label: string;
  /** The field's error: shown below it in red, and it marks the field invalid. */
  error?: string;
  /** Shown below the field when there is no error. */
  helperText?: ReactNode;
}

/**
 * An outlined, full-width text field that looks and behaves like MUI's TextField, for the public
 * pages. TextField also carries its `select` mode (Select, Menu, Popover, Modal), code a contact
 * form never uses, on pages whose size is budgeted (scripts/bundle-budget.mjs).
 * The back office keeps TextField.
 */
export function TextFieldLite({ label, error, helperText, required, ...input }: Props) {
  const id = useId();
  const helper = error ?? helperText;
  return (
    <FormControl variant="outlined" fullWidth required={required} error={Boolean(error)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} aria-describedby={helper ? `${id}-helper` : undefined} {...input} />
      {helper && <FormHelperText id={`${id}-helper`}>{helper}</FormHelperText>}
    </FormControl>
  );
}
