import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FEE_FREQUENCIES, type FeeFrequency, type FeeYear } from '@school/shared/fee-schemas';
import type { FeeChange } from '@school/shared/fee-table';
import type { ClipboardEvent } from 'react';
import { addClass, addHead, changeHead, pasteAmounts, readAmount, removeClass, removeHead, renameClass, setAmount } from './fee-grid';

const FREQUENCY_LABELS: Record<FeeFrequency, string> = {
  'one-time': 'One-time',
  annual: 'Per year',
  quarterly: 'Per quarter',
  monthly: 'Per month',
};

interface Props {
  year: FeeYear;
  onChange: (next: FeeYear) => void;
  /** This year's amounts that rise more than the cap, highlighted in the grid. */
  rises: readonly FeeChange[];
}

/** One academic year as a grid: a row per class, a column per fee head (name and how often), an amount per cell. */
export function FeeYearEditor({ year, onChange, rises }: Props) {
  const rise = (className: string, head: string) => rises.find((one) => one.className === className && one.head === head);

  // A copy of several cells from a spreadsheet fills the grid from this cell; a single value is typed as usual.
  const paste = (row: number, column: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    const next = pasteAmounts(year, row, column, event.clipboardData.getData('text/plain'));
    if (!next) return;
    event.preventDefault();
    onChange(next);
  };

  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Amounts in whole rupees; leave a cell empty where the fee is not charged. To copy a table from Excel or Google Sheets, select its
        amounts there, copy, and paste into the first cell here.
      </Typography>
      <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Box component="table" sx={{ borderCollapse: 'collapse', '& th, & td': { p: 0.75, verticalAlign: 'top' } }}>
          <thead>
            <tr>
              <Box component="th" scope="col" sx={{ textAlign: 'left', minWidth: 130 }}>
                Class
              </Box>
              {year.heads.map((head, column) => (
                <Box component="th" scope="col" key={column} sx={{ minWidth: 150 }}>
                  <TextField
                    size="small"
                    label={`Fee head ${column + 1}`}
                    value={head.name}
                    onChange={(event) => onChange(changeHead(year, column, { name: event.target.value }))}
                    fullWidth
                  />
                  <Box sx={{ display: 'flex', gap: 0.5, mt: 1 }}>
                    <TextField
                      select
                      size="small"
                      label="Paid"
                      value={head.frequency}
                      onChange={(event) => onChange(changeHead(year, column, { frequency: event.target.value as FeeFrequency }))}
                      fullWidth
                    >
                      {FEE_FREQUENCIES.map((frequency) => (
                        <MenuItem key={frequency} value={frequency}>
                          {FREQUENCY_LABELS[frequency]}
                        </MenuItem>
                      ))}
                    </TextField>
                    <IconButton
                      aria-label={`Remove the fee head ${head.name || column + 1}`}
                      onClick={() => onChange(removeHead(year, column))}
                    >
                      <DeleteOutlinedIcon />
                    </IconButton>
                  </Box>
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {year.classes.map((className, row) => (
              <tr key={row}>
                <Box component="th" scope="row" sx={{ display: 'flex', gap: 0.5 }}>
                  <TextField
                    size="small"
                    label={`Class ${row + 1}`}
                    value={className}
                    onChange={(event) => onChange(renameClass(year, row, event.target.value))}
                  />
                  <IconButton aria-label={`Remove the class ${className || row + 1}`} onClick={() => onChange(removeClass(year, row))}>
                    <DeleteOutlinedIcon />
                  </IconButton>
                </Box>
                {year.heads.map((head, column) => {
                  const amount = head.amounts[row];
                  const high = rise(className, head.name);
                  return (
                    <td key={column}>
                      <TextField
                        size="small"
                        value={amount == null ? '' : String(amount)}
                        color={high ? 'warning' : 'primary'}
                        focused={high ? true : undefined}
                        helperText={high ? `Rises ${high.percent.toFixed(1)} %` : undefined}
                        onChange={(event) => {
                          const next = readAmount(event.target.value);
                          if (!Number.isNaN(next)) onChange(setAmount(year, row, column, next));
                        }}
                        onPaste={paste(row, column)}
                        slotProps={{
                          htmlInput: {
                            inputMode: 'numeric',
                            'aria-label': `${head.name || `Fee head ${column + 1}`}, ${className || `class ${row + 1}`}`,
                          },
                        }}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
        <Button startIcon={<AddIcon />} onClick={() => onChange(addClass(year))}>
          Add a class
        </Button>
        <Button startIcon={<AddIcon />} onClick={() => onChange(addHead(year))}>
          Add a fee head
        </Button>
      </Box>
    </Box>
  );
}
