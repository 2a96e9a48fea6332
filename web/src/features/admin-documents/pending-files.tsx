import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { sizeText } from './document-file-text';
import type { PendingFile } from './use-document-uploads';

const STATE_TEXT: Record<PendingFile['state'], (item: PendingFile) => string> = {
  ready: () => 'Ready',
  uploading: (item) => `Uploading ${item.progress}%`,
  processing: () => 'Reading the document...',
  failed: (item) => item.error,
};

interface Props {
  items: PendingFile[];
  busy: boolean;
  onRename: (id: number, title: string) => void;
  onRemove: (id: number) => void;
}

/** The chosen files: each one's title to check, its size, and its progress or why it was refused. */
export function PendingFiles({ items, busy, onRename, onRemove }: Props) {
  return (
    <Box component="ul" aria-label="Files to upload" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {items.map((item) => {
        const said = STATE_TEXT[item.state](item);
        return (
          <Box component="li" key={item.id} sx={{ display: 'grid', gap: 0.5 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <TextField
                label={`Title of ${item.file.name}`}
                size="small"
                fullWidth
                required
                value={item.title}
                onChange={(e) => onRename(item.id, e.target.value)}
                disabled={busy}
                helperText={sizeText(item.file.size)}
              />
              <IconButton aria-label={`Remove ${item.file.name}`} onClick={() => onRemove(item.id)} disabled={busy}>
                <DeleteIcon />
              </IconButton>
            </Box>
            {item.state !== 'ready' && item.state !== 'failed' && (
              <LinearProgress
                variant={item.state === 'processing' ? 'indeterminate' : 'determinate'}
                value={item.progress}
                aria-label={`${item.file.name}: ${said}`}
              />
            )}
            <Typography
              variant="caption"
              role={item.state === 'failed' ? 'alert' : undefined}
              sx={{ color: item.state === 'failed' ? 'error.main' : 'text.secondary' }}
            >
              {said}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
