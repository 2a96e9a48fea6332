import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { DocumentChoices, type ChosenDocument } from './document-choices';

export type { ChosenDocument } from './document-choices';

// The back office's one way to link a document of the library (issue 35, item 7): notices, the
// Parent Resources cards, content pages' bodies and news items pick from the library instead of
// pasting an address, so a link always names a document that exists, by its slug (which never
// changes once made, so the link keeps working after staff rename the document).

interface Props {
  onChoose: (doc: ChosenDocument) => void;
  disabled?: boolean;
  /** The button's text ("Choose a document"); a screen may say "Link a document". */
  label?: string;
}

/** "Choose a document": a button opening the library, 20 at a time, searchable by title and category. */
export function DocumentPicker({ onChoose, disabled, label = 'Choose a document' }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DescriptionIcon />}
        disabled={disabled}
        onClick={() => setOpen(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {label}
      </Button>
      <DocumentPickerDialog
        open={open}
        onClose={() => setOpen(false)}
        onChoose={(doc) => {
          setOpen(false);
          onChoose(doc);
        }}
      />
    </>
  );
}

interface DialogProps {
  open: boolean;
  onClose: () => void;
  onChoose: (doc: ChosenDocument) => void;
  /** False when the opener takes focus back itself (the body editor, at the link it made). */
  restoreFocus?: boolean;
}

/** The dialog alone, for a control that opens it itself (the body editor's toolbar button). */
export function DocumentPickerDialog({ open, onClose, onChoose, restoreFocus = true }: DialogProps) {
  const titleId = useId();
  const theme = useTheme();
  // A phone's width is the whole screen: the list keeps every pixel at 390 px.
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby={titleId}
      disableRestoreFocus={!restoreFocus}
    >
      <DialogTitle id={titleId}>Choose a document</DialogTitle>
      <DialogContent dividers>
        {/* Mounted only while open: the library is asked for when staff open the dialog, afresh each time. */}
        {open && <DocumentChoices onChoose={onChoose} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
