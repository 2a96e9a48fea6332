import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ContentItem } from '@school/shared/content-schemas';
import { ScheduledBadge } from '../../lib/admin/publish-at';
import { DraftBadge } from './page-list';
import { replaceTags } from '@school/shared/plain-text';

interface Props {
  page: ContentItem;
  onBack: () => void;
  onEdit: () => void;
  onPreview: () => void;
  onDelete: () => void;
}

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

function excerpt(html: string): string {
  const text = replaceTags(html.replace(/</g, ' <'), '')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

/** One page's facts and what staff can do with it. */
export function PageDetail({ page, onBack, onEdit, onPreview, onDelete }: Props) {
  const published = page.status === 'published';
  return (
    <Paper variant="outlined" component="section" aria-labelledby="content-detail-heading" sx={{ p: { xs: 2, md: 3 } }}>
      <Button startIcon={<ArrowBackIcon />} onClick={onBack} sx={{ display: { md: 'none' }, mb: 1 }}>
        All pages
      </Button>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography id="content-detail-heading" variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.75rem' }, overflowWrap: 'anywhere' }}>
          {page.title}
        </Typography>
        {published ? <Chip label="Published" size="small" color="success" /> : <DraftBadge />}
        {published && <ScheduledBadge publishAt={page.publishAt} />}
      </Stack>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        {published ? (
          <Link href={`/pages/${page.slug}`} target="_blank" rel="noopener">
            /pages/{page.slug} <OpenInNewIcon sx={{ fontSize: '1rem', verticalAlign: 'middle' }} aria-label="(opens in a new tab)" />
          </Link>
        ) : (
          <>/pages/{page.slug} · visitors cannot see drafts</>
        )}
        <br />
        Last updated {dateFormat.format(new Date(page.updatedAt))}
      </Typography>
      {page.featuredImage && (
        <Box
          component="img"
          src={page.featuredImage.variants[0]?.url ?? page.featuredImage.url}
          alt={`Featured image of ${page.title}`}
          sx={{ display: 'block', width: '100%', maxWidth: 320, height: 'auto', borderRadius: 1, mb: 2 }}
        />
      )}
      <Typography sx={{ mb: 3, overflowWrap: 'anywhere' }}>{excerpt(page.content)}</Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<EditIcon />} onClick={onEdit}>
          Edit
        </Button>
        <Button variant="outlined" startIcon={<VisibilityIcon />} onClick={onPreview}>
          Preview
        </Button>
        <Button variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={onDelete}>
          Delete
        </Button>
      </Stack>
    </Paper>
  );
}
