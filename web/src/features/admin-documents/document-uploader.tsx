import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DOCUMENT_TOO_LARGE_MESSAGE, DOCUMENT_TYPE_MESSAGE, MAX_DOCUMENT_BYTES, MAX_DOCUMENT_MB } from '@school/shared/document-schemas';
import { useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { dropZoneSx } from '../../lib/admin/drop-zone';
import { DocumentFields } from './document-fields';
import { PendingFiles } from './pending-files';
import { useDocumentUploads } from './use-document-uploads';

/**
 * Drop or choose one or several files; each becomes a document with its own title (from its name)
 * and the fields set here, sent with its own progress bar when staff press Upload.
 */
export function DocumentUploader({ onUploaded }: { onUploaded: (count: number) => void }) {
  const uploads = useDocumentUploads(onUploaded);
  const [refused, setRefused] = useState('');
  const { queue, busy } = uploads;

  const onDrop = (accepted: File[], rejected: FileRejection[]) => {
    setRefused(
      rejected
        .map(
          ({ file, errors }) =>
            `${file.name}: ${errors.some((e) => e.code === 'file-too-large') ? DOCUMENT_TOO_LARGE_MESSAGE : DOCUMENT_TYPE_MESSAGE}`,
        )
        .join(' '),
    );
    uploads.add(accepted);
  };

  // The drop area is only a drop target; choosing files is a real button for keyboards and screen readers.
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    onDrop,
    accept: { 'application/pdf': ['.pdf'], 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] },
    maxSize: MAX_DOCUMENT_BYTES,
    multiple: true,
    disabled: busy,
    noClick: true,
    noKeyboard: true,
  });

  return (
    <Paper
      component="section"
      aria-labelledby="document-upload-heading"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, mb: 3 }}
    >
      <Typography id="document-upload-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        Upload documents
      </Typography>
      <Box {...getRootProps()} sx={dropZoneSx(isDragActive)}>
        <input {...getInputProps({ 'aria-label': 'Documents to upload' })} data-testid="document-files-input" />
        <CloudUploadIcon aria-hidden sx={{ fontSize: 40, color: 'primary.main' }} />
        <Typography sx={{ fontWeight: 600, mb: 1 }}>{isDragActive ? 'Drop the files here' : 'Drag files here, or'}</Typography>
        <Button variant="contained" onClick={open} disabled={busy}>
          Choose files
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          PDF, or a scan as JPEG or PNG · several at once · up to {MAX_DOCUMENT_MB} MB each
        </Typography>
      </Box>
      {refused && (
        <Alert severity="error" sx={{ mt: 2 }} onClose={() => setRefused('')}>
          {refused}
        </Alert>
      )}
      {queue.length > 0 && (
        <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
          <PendingFiles items={queue} busy={busy} onRename={uploads.rename} onRemove={uploads.remove} />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            These apply to every file above; change one document afterwards with Edit.
          </Typography>
          <DocumentFields values={uploads.shared} set={uploads.setShare} errors={uploads.errors} disabled={busy} />
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            <Button onClick={uploads.clear} disabled={busy}>
              Cancel
            </Button>
            <Button variant="contained" onClick={() => void uploads.upload()} disabled={busy} aria-busy={busy}>
              {busy ? 'Uploading...' : queue.length === 1 ? 'Upload 1 document' : `Upload ${queue.length} documents`}
            </Button>
          </Box>
        </Box>
      )}
    </Paper>
  );
}
