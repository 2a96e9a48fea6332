import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { suggestSlug, type ContentItem, type ContentStatus, type ContentTranslations } from '@school/shared/content-schemas';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { ImagePicker, type ImagePickerTexts } from '../../lib/admin/image-picker';
import { PublishAtField } from '../../lib/admin/publish-at';
import { useSave } from '../../lib/admin/use-save';
import { ApiError, errorMessage } from '../../lib/api-client';
import { createPage, updatePage, uploadFeaturedImage } from './content-api';
import { check, valuesOf, type FieldErrors } from './page-form-values';
import { PageTranslations } from './page-translations';

// Tiptap and its toolbar are the back office's heaviest part; load them only when a form opens.
const BodyEditor = lazy(() => import('./body-editor'));

const SAVE_ERROR = 'Failed to save content. Please try again.';

/** The spec's text first; the server's reason (a taken slug, a stale version, a refused photo) under it. */
function withReason(error: unknown, failText: string): string {
  const reason = error instanceof ApiError && error.status !== 0 ? errorMessage(error, '') : error instanceof ApiError ? error.message : '';
  return reason && reason !== 'Unknown error occurred' ? `${failText} ${reason}` : failText;
}

const FEATURED_IMAGE_TEXTS: ImagePickerTexts = {
  label: 'Featured image',
  choose: 'Choose image',
  replace: 'Replace image',
  // Dropping a chosen file goes back to the stored image; the stored one is not removed from here.
  remove: ({ file, current }) => (file ? (current ? 'Keep the current image' : 'Remove the chosen image') : null),
  previewAlt: 'Featured image preview',
  inputLabel: 'Featured image file',
  helper: (file) => (file ? `${file.name} will be uploaded when you save.` : 'JPEG, PNG or WebP, up to 25 MB.'),
};

interface Props {
  /** null for a new page. */
  page: ContentItem | null;
  /** The server's copy after each successful call (the list follows it). */
  onSaved: (page: ContentItem) => void;
  onDone: (page: ContentItem) => void;
  onCancel: () => void;
}

export function PageForm({ page, onSaved, onDone, onCancel }: Props) {
  const [values, setValues] = useState(() => valuesOf(page));
  // A new page's slug follows its title until staff type their own; an existing slug never moves
  // by itself (links to the page would break).
  const [slugEdited, setSlugEdited] = useState(page !== null);
  const [pageId, setPageId] = useState(page?._id ?? null);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSave();
  const { saving, error: failure } = save;

  const setTitle = (title: string) => setValues((v) => ({ ...v, title, slug: slugEdited ? v.slug : suggestSlug(title) }));

  // A retry after a refused photo sends the version of this form's own save, not the one first loaded.
  const keep = (saved: ContentItem) => {
    onSaved(saved);
    setValues((v) => ({ ...v, version: saved.version }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const verdict = check(values);
    if ('errors' in verdict) {
      setErrors(verdict.errors);
      return;
    }
    setErrors({});
    await save.run(
      async () => {
        let saved = pageId ? await updatePage(pageId, verdict.input) : await createPage(verdict.input);
        // From here on a retry updates this page instead of creating a second one.
        setPageId(saved._id);
        keep(saved);
        if (file) {
          saved = await uploadFeaturedImage(saved._id, file);
          setFile(null);
          keep(saved);
        }
        return saved;
      },
      { failText: SAVE_ERROR, logText: 'Saving content failed', serverWords: withReason, show: 'inline', done: onDone },
    );
  };

  const heading = page ? `Edit “${page.title}”` : 'New page';
  return (
    <Paper variant="outlined" component="section" aria-labelledby="content-form-heading" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="content-form-heading" variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.6rem' }, mb: 2, overflowWrap: 'anywhere' }}>
        {heading}
      </Typography>
      <Box component="form" onSubmit={(e) => void submit(e)} noValidate>
        <Stack spacing={2.5}>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <TextField
            label="Title"
            required
            value={values.title}
            onChange={(e) => setTitle(e.target.value)}
            error={Boolean(errors.title)}
            helperText={errors.title}
            fullWidth
          />
          <TextField
            label="Slug"
            required
            value={values.slug}
            onChange={(e) => {
              setSlugEdited(true);
              setValues((v) => ({ ...v, slug: e.target.value }));
            }}
            error={Boolean(errors.slug)}
            helperText={errors.slug ?? `The page's address: /pages/${values.slug || '…'}`}
            fullWidth
          />
          <div>
            <FormLabel id="content-body-label" required error={Boolean(errors.content)} sx={{ display: 'block', mb: 1 }}>
              Content
            </FormLabel>
            <Suspense fallback={<Skeleton variant="rounded" height={280} aria-label="Loading the editor" />}>
              <BodyEditor
                key={page?._id ?? 'new'}
                initialHtml={values.content}
                labelId="content-body-label"
                error={Boolean(errors.content)}
                onChange={(content) => setValues((v) => ({ ...v, content }))}
              />
            </Suspense>
            {errors.content && <FormHelperText error>{errors.content}</FormHelperText>}
          </div>
          <PageTranslations
            pageKey={page?._id ?? 'new'}
            // The schema's input type is loose (blank texts are dropped there); the form holds texts.
            value={(values.translations ?? {}) as ContentTranslations}
            onChange={(translations) => setValues((v) => ({ ...v, translations }))}
            error={errors.translations}
          />
          <TextField
            select
            label="Type"
            value={values.type}
            onChange={() => undefined}
            slotProps={{ select: { native: true } }}
            helperText="Content items are pages."
            sx={{ maxWidth: 240 }}
          >
            <option value="page">Page</option>
          </TextField>
          <div>
            <FormLabel id="content-status-label">Status</FormLabel>
            <RadioGroup
              row
              aria-labelledby="content-status-label"
              value={values.status}
              onChange={(e) => setValues((v) => ({ ...v, status: e.target.value as ContentStatus }))}
            >
              <FormControlLabel value="draft" control={<Radio />} label="Draft" />
              <FormControlLabel value="published" control={<Radio />} label="Published" />
            </RadioGroup>
            <FormHelperText>Only published pages are shown to visitors.</FormHelperText>
          </div>
          <PublishAtField
            value={values.publishAt ?? ''}
            onChange={(publishAt) => setValues((v) => ({ ...v, publishAt }))}
            error={errors.publishAt}
            disabled={saving}
          />
          <ImagePicker
            currentUrl={page?.featuredImage ? (page.featuredImage.variants[0]?.url ?? page.featuredImage.url) : null}
            file={file}
            onFile={setFile}
            texts={FEATURED_IMAGE_TEXTS}
          />
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" disabled={saving}>
              {saving ? 'Saving...' : 'Save'}
            </Button>
            <Button onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
          </Stack>
        </Stack>
      </Box>
    </Paper>
  );
}
