import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAGE_TEXT_PLACEHOLDERS, type PagePlaceholder } from '@school/shared/page-text-placeholders';
import type { PageTextPage } from '@school/shared/page-text-schemas';
import { useState, type ComponentType, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../lib/admin/confirm-dialog';
import { DraftActionBar, EditorStatusAlert } from '../../lib/admin/draft-actions';
import { LANGUAGE_NAMES, LanguageToggle } from '../../lib/admin/languages';
import { LoadErrorAlert, LoadingSpinner } from '../../lib/admin/load-states';
import { FieldsEditor, type RichEditorProps } from './field-editor';
import { HeroImageField } from './hero-image-field';
import { PageRevisions } from './page-revisions';
import { TranslationEditor } from './translation-editor';
import { EDITABLE_PAGES, PAGE_FIELDS } from './page-fields';
import { useTextsEditor } from './use-texts-editor';

interface Props {
  page: PageTextPage;
  RichEditor: ComponentType<RichEditorProps>;
  /** Drawn above the texts with what staff are editing (null until loaded): /admin/disclosure's checklist. */
  summary?: (texts: Record<string, unknown> | null) => ReactNode;
}

const PLACEHOLDERS = Object.keys(PAGE_TEXT_PLACEHOLDERS) as PagePlaceholder[];

/** The languages staff write the page in; saving and publishing take all three. */
const LANGUAGES = { en: 'English', ...LANGUAGE_NAMES };
type Language = keyof typeof LANGUAGES;

/** /admin/pages/{page}: the page's texts with its structure; Save draft, Preview, Publish, Discard draft. */
export function PageEditor({ page, RichEditor, summary }: Props) {
  const editor = useTextsEditor(page);
  const navigate = useNavigate();
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [language, setLanguage] = useState<Language>('en');
  const info = EDITABLE_PAGES.find((entry) => entry.page === page);
  const title = info?.title ?? page;
  const { view, values, status, busy } = editor;

  const preview = async () => {
    if (await editor.saveIfChanged()) void navigate(`/admin/pages/${page}/preview${info?.path === '/' ? '' : (info?.path ?? '')}`);
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to="/admin/pages" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        All pages
      </Button>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' } }}>
          {title}
        </Typography>
        {view && <Chip label={view.draft ? 'Draft not yet published' : 'Published'} color={view.draft ? 'warning' : 'success'} />}
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Visitors see this page at{' '}
        <Link href={info?.path ?? '/'} target="_blank" rel="noopener">
          {info?.path ?? '/'}
        </Link>
        . You can write {PLACEHOLDERS.join(', ')} in any text: the page shows the value from Settings.
      </Typography>

      {summary?.(values)}
      {editor.loadError && <LoadErrorAlert message={editor.loadError} onRetry={editor.reload} />}
      {!view && !editor.loadError && <LoadingSpinner label="Loading the page texts" space={{ py: 8 }} />}

      {view && values && <PageRevisions editor={editor} />}
      {view && values && (
        <Box component="form" noValidate onSubmit={(event) => event.preventDefault()}>
          {status && <EditorStatusAlert status={status} onReload={editor.reload} />}
          <Stack spacing={2}>
            <div>
              <LanguageToggle languages={LANGUAGES} value={language} onChange={setLanguage} label="Language of the texts" />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {language === 'en'
                  ? 'Punjabi and Hindi are optional: a text left empty there shows in English.'
                  : `Write the ${LANGUAGES[language]} texts; an empty field shows the English to visitors. Lists, pictures and links follow the English page.`}
              </Typography>
            </div>
            {language === 'en' && page === 'home' && <HeroImageField editor={editor} />}
            {language === 'en' ? (
              <FieldsEditor
                fields={PAGE_FIELDS[page]}
                value={values}
                path=""
                onChange={editor.change}
                context={{ errors: editor.errors, RichEditor, generation: editor.generation }}
              />
            ) : (
              <TranslationEditor
                key={language}
                fields={PAGE_FIELDS[page]}
                english={values}
                value={(editor.translations[language] ?? {}) as Record<string, unknown>}
                onChange={(next) => editor.changeTranslation(language, next)}
                context={{ errors: {}, RichEditor, generation: editor.generation }}
                language={LANGUAGES[language]}
              />
            )}
          </Stack>
          <DraftActionBar
            busy={busy}
            hasDraft={Boolean(view.draft) || editor.dirty}
            onSave={() => void editor.save()}
            onPreview={() => void preview()}
            onPublish={() => void editor.publish()}
            onDiscard={() => setConfirmDiscard(true)}
          />
        </Box>
      )}
      <ConfirmDialog
        open={confirmDiscard}
        title="Discard the draft?"
        text="Your unpublished changes to this page will be lost. Visitors go on seeing the published texts."
        confirmLabel="Discard draft"
        busy={busy === 'discard'}
        onCancel={() => setConfirmDiscard(false)}
        onConfirm={() => void editor.discard().then(() => setConfirmDiscard(false))}
      />
    </Container>
  );
}
