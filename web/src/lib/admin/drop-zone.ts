import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The look of a place files are dropped on (react-dropzone's root): a dashed frame that takes the
 * brand colour while files are dragged over it. The photo and document uploaders share it, so staff
 * see one kind of drop zone across the back office; `more` adds the caller's own (padding, busy state).
 */
export function dropZoneSx(isDragActive: boolean, more: Record<string, unknown> = {}): SxProps<Theme> {
  return {
    border: '2px dashed',
    borderColor: isDragActive ? 'primary.main' : 'divider',
    bgcolor: isDragActive ? 'action.hover' : 'background.paper',
    borderRadius: 3,
    p: { xs: 2, sm: 3 },
    textAlign: 'center',
    ...more,
  };
}
