import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { DocumentPicker } from '../../lib/admin/document-picker';

interface Props {
  /** The linked document's slug, '' for none. */
  slug: string;
  onChange: (slug: string) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * A news item's linked document: chosen from the library, stored by its slug. The item keeps only
 * the slug, so a document linked before this form opened is named by its address until staff
 * choose again; one chosen now is named by its title.
 */
export function LinkedDocumentField({ slug, onChange, error, disabled }: Props) {
  const labelId = useId();
  const [title, setTitle] = useState<{ slug: string; title: string } | null>(null);
  const shown = title?.slug === slug ? title.title : `/documents/${slug}`;
  return (
    <Box role="group" aria-labelledby={labelId} sx={{ display: 'grid', gap: 1 }}>
      <FormLabel id={labelId}>Linked document (optional)</FormLabel>
      <Typography variant="body2" data-testid="linked-document" sx={{ overflowWrap: 'anywhere' }}>
        {slug ? shown : 'None'}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <DocumentPicker
          disabled={disabled}
          onChoose={(doc) => {
            setTitle({ slug: doc.slug, title: doc.title });
            onChange(doc.slug);
          }}
        />
        {slug && (
          <Button disabled={disabled} onClick={() => onChange('')}>
            Remove the link
          </Button>
        )}
      </Box>
      <FormHelperText error={Boolean(error)} sx={{ m: 0 }}>
        {error ?? 'Shown on the item’s page as a download, while the document is published.'}
      </FormHelperText>
    </Box>
  );
}
