import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FieldChange } from '@school/shared/revision-schemas';

// What one save changed, field by field: this version's text beside what the save made it. Plain
// text (a page body without its markup); on a phone the two stack.

const textBox = {
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  maxHeight: '12rem',
  overflowY: 'auto',
  p: 1,
  borderRadius: 1,
  fontSize: '0.9rem',
} as const;

export function RevisionChanges({ changes }: { changes: FieldChange[] }) {
  if (changes.length === 0) return <Alert severity="info">This version is the same as the one after it.</Alert>;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
      {changes.map((change) => (
        <Box key={change.field}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {change.label}
          </Typography>
          <Box component="dd" sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <Box>
              <Typography variant="caption" component="p">
                This version
              </Typography>
              <Box sx={{ ...textBox, bgcolor: '#fdecea' }}>{change.before || '(empty)'}</Box>
            </Box>
            <Box>
              <Typography variant="caption" component="p">
                After the edit
              </Typography>
              <Box sx={{ ...textBox, bgcolor: '#e8f5e9' }}>{change.after || '(empty)'}</Box>
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
