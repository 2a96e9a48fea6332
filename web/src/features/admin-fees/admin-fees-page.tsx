import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { newestFirst } from '@school/shared/fee-table';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../lib/admin/confirm-dialog';
import { DraftActionBar, EditorStatusAlert } from '../../lib/admin/draft-actions';
import { LANGUAGE_NAMES, LanguageToggle } from '../../lib/admin/languages';
import { LoadErrorAlert, LoadingSpinner } from '../../lib/admin/load-states';
import { CapWarning, publishQuestion } from './cap-warning';
import { addYear } from './fee-grid';
import { FeeRevisions } from './fee-revisions';
import { FeeShopsEditor } from './fee-shops-editor';
import { FeeTranslations } from './fee-translations';
import { FeeYearEditor } from './fee-year-editor';
import { useFeesEditor } from './use-fees-editor';

const LANGUAGES = { en: 'English', ...LANGUAGE_NAMES };
type Language = keyof typeof LANGUAGES;

/** /admin/fees: the fee structure of /admissions/fees, year by year; Save draft, Preview, Publish (warned of rises above the cap), Discard draft. */
export function AdminFeesPage() {
  const editor = useFeesEditor();
  const navigate = useNavigate();
  const [language, setLanguage] = useState<Language>('en');
  const [chosen, setChosen] = useState<string | null>(null);
  const [asking, setAsking] = useState<'publish' | 'discard' | 'remove-year' | null>(null);
  const { view, values, status, busy, rises, capPercent } = editor;
  const years = values ? newestFirst(values.years) : [];
  const year = years.find((one) => one.year === chosen) ?? years[0];
  const yearIndex = values && year ? values.years.indexOf(year) : -1;

  const preview = async () => {
    if (await editor.saveIfChanged()) void navigate('/admin/pages/fees/preview/admissions/fees');
  };
  const publish = () => (rises.length > 0 ? setAsking('publish') : void editor.publish());
  const newYear = () => {
    if (!values) return;
    const next = addYear(values, new Date());
    editor.change(next);
    setChosen(next.years[0]?.year ?? null);
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' } }}>
          Fee structure
        </Typography>
        {view && <Chip label={view.draft ? 'Draft not yet published' : 'Published'} color={view.draft ? 'warning' : 'success'} />}
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Visitors see it at /admissions/fees, with the change of each amount against the year before and a CSV download.
      </Typography>
      {editor.loadError && <LoadErrorAlert message={editor.loadError} onRetry={editor.reload} />}
      {!view && !editor.loadError && <LoadingSpinner label="Loading the fee structure" space={{ py: 8 }} />}
      {view && values && (
        <Box component="form" noValidate onSubmit={(event) => event.preventDefault()}>
          <FeeRevisions editor={editor} />
          {status && <EditorStatusAlert status={status} onReload={editor.reload} />}
          {capPercent !== null && <CapWarning rises={rises} capPercent={capPercent} />}
          <Stack spacing={3}>
            <LanguageToggle languages={LANGUAGES} value={language} onChange={setLanguage} label="Language of the texts" />
            {language === 'en' ? (
              <>
                <TextField
                  label="Introduction"
                  multiline
                  minRows={2}
                  value={values.intro}
                  onChange={(event) => editor.change({ ...values, intro: event.target.value })}
                />
                <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                  {year && (
                    <TextField
                      select
                      size="small"
                      label="Academic year"
                      value={year.year}
                      onChange={(event) => setChosen(event.target.value)}
                      sx={{ minWidth: 160 }}
                    >
                      {years.map((one) => (
                        <MenuItem key={one.year} value={one.year}>
                          {one.year}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                  <Button startIcon={<AddIcon />} onClick={newYear}>
                    Add an academic year
                  </Button>
                  {year && (
                    <Button color="error" onClick={() => setAsking('remove-year')}>
                      Remove {year.year}
                    </Button>
                  )}
                </Stack>
                {year && (
                  <FeeYearEditor
                    key={yearIndex}
                    year={year}
                    rises={rises.filter((rise) => rise.year === year.year)}
                    onChange={(next) => editor.change({ ...values, years: values.years.with(yearIndex, next) })}
                  />
                )}
                <FeeShopsEditor shops={values.shops} onChange={(shops) => editor.change({ ...values, shops })} />
              </>
            ) : (
              <FeeTranslations
                key={language}
                english={values}
                value={editor.translations[language] ?? {}}
                onChange={(next) => editor.changeTranslation(language, next)}
                language={LANGUAGES[language]}
              />
            )}
          </Stack>
          <DraftActionBar
            busy={busy}
            hasDraft={Boolean(view.draft) || editor.dirty}
            onSave={() => void editor.save()}
            onPreview={() => void preview()}
            onPublish={publish}
            onDiscard={() => setAsking('discard')}
          />
        </Box>
      )}
      <ConfirmDialog
        open={asking === 'publish'}
        title="Publish rises above the cap?"
        text={capPercent === null ? '' : publishQuestion(rises, capPercent)}
        confirmLabel="Publish anyway"
        busyLabel="Publishing..."
        busy={busy === 'publish' || busy === 'save'}
        onCancel={() => setAsking(null)}
        onConfirm={() => void editor.publish().then(() => setAsking(null))}
      />
      {/* A year's grid is much typing: it goes only when staff say so (Discard draft would bring it back, but few know). */}
      <ConfirmDialog
        open={asking === 'remove-year' && Boolean(year)}
        title={`Remove ${year?.year ?? ''}?`}
        text={`The fees of ${year?.year ?? ''} leave the draft. Visitors see the change only once you publish; Discard draft brings the year back.`}
        confirmLabel={`Remove ${year?.year ?? ''}`}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (values) editor.change({ ...values, years: values.years.filter((one) => one !== year) });
          setAsking(null);
        }}
      />
      <ConfirmDialog
        open={asking === 'discard'}
        title="Discard the draft?"
        text="Your unpublished changes to the fee structure will be lost. Visitors go on seeing the published one."
        confirmLabel="Discard draft"
        busy={busy === 'discard'}
        onCancel={() => setAsking(null)}
        onConfirm={() => void editor.discard().then(() => setAsking(null))}
      />
    </Container>
  );
}
