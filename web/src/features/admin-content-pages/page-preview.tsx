import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ContentItem } from '@school/shared/content-schemas';
import type { ReactNode } from 'react';

interface Props {
  page: ContentItem;
  onBack: () => void;
  onEdit: () => void;
  /** The page rendered as on the public site. */
  children: ReactNode;
}

/** The saved page as a visitor would see it, drafts included, framed so staff know it is a preview. */
export function PagePreview({ page, onBack, onEdit, children }: Props) {
  return (
    <section aria-label={`Preview of ${page.title}`}>
      <Alert severity="info" sx={{ mb: 2 }}>
        Preview: this is how visitors will see the page at /pages/{page.slug}.
        {page.status === 'draft' && ' It is a draft, so visitors cannot see it until you publish it.'}
      </Alert>
      <Stack direction="row" sx={{ gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
          Back to details
        </Button>
        <Button startIcon={<EditIcon />} variant="outlined" onClick={onEdit}>
          Edit
        </Button>
      </Stack>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper', overflow: 'hidden' }}>{children}</Box>
    </section>
  );
}
