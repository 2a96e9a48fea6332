import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

export interface QueuedFile {
  id: number;
  file: File;
  preview: string;
  progress: number;
  state: 'waiting' | 'uploading' | 'processing' | 'done' | 'failed';
}

const LABEL: Record<QueuedFile['state'], (progress: number) => string> = {
  waiting: () => 'Waiting',
  uploading: (progress) => `Uploading ${progress}%`,
  processing: () => 'Processing...',
  done: () => 'Uploaded',
  failed: () => 'Not uploaded',
};

/** A preview and a progress bar per chosen file. */
export function UploadQueue({ items }: { items: QueuedFile[] }) {
  if (items.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label="Files being uploaded"
      sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}
    >
      {items.map((item) => {
        const label = LABEL[item.state](item.progress);
        return (
          <Box component="li" key={item.id} sx={{ minWidth: 0 }}>
            <Box
              component="img"
              src={item.preview}
              alt={`Preview of ${item.file.name}`}
              sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 2, display: 'block' }}
            />
            <Typography variant="caption" noWrap component="p" title={item.file.name} sx={{ mt: 0.5 }}>
              {item.file.name}
            </Typography>
            <LinearProgress
              variant={item.state === 'processing' ? 'indeterminate' : 'determinate'}
              value={item.progress}
              color={item.state === 'failed' ? 'error' : item.state === 'done' ? 'success' : 'primary'}
              aria-label={`${item.file.name}: ${label}`}
            />
            <Typography variant="caption" sx={{ color: item.state === 'failed' ? 'error.main' : 'text.secondary' }}>
              {label}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
