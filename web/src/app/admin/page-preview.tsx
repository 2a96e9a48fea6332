import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import type { PageTextPage, PageTextsView } from '@school/shared/page-text-schemas';
import type { SchoolSettings } from '@school/shared/settings-schemas';
import { lazy, Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { EDITABLE_PAGES } from '../../features/admin-page-texts/page-fields';
import { fetchPageTexts } from '../../features/admin-page-texts/page-texts-api';
import { LoadErrorAlert, LoadingSpinner } from '../../lib/admin/load-states';
import { apiGet } from '../../lib/api-client';
import { PageTextsPreview } from '../../lib/page-texts';
import { publicCalls } from '../../lib/public-calls';
import { SchoolProvider, schoolSettingsExpect } from '../../lib/school-settings';
import { TabPathPrefixProvider } from '../../lib/use-path-tab';

// The preview of a page's draft, composed here because it shows a public page inside the back office
// (features do not import each other): the real public component, handed the draft through
// PageTextsPreview instead of the published texts, with the school's settings as visitors get them.

const PAGES: Record<PageTextPage, LazyExoticComponent<ComponentType>> = {
  home: lazy(() => import('../../features/home/home-page').then((m) => ({ default: m.HomePage }))),
  about: lazy(() => import('../../features/about/about-page').then((m) => ({ default: m.AboutPage }))),
  academics: lazy(() => import('../../features/academics/academics-page').then((m) => ({ default: m.AcademicsPage }))),
  admissions: lazy(() => import('../../features/admissions/admissions-page').then((m) => ({ default: m.AdmissionsPage }))),
  'parent-resources': lazy(() =>
    import('../../features/parent-resources/parent-resources-page').then((m) => ({ default: m.ParentResourcesPage })),
  ),
  disclosure: lazy(() => import('../../features/disclosure/disclosure-page').then((m) => ({ default: m.DisclosurePage }))),
  fees: lazy(() => import('../../features/fees/fees-page').then((m) => ({ default: m.FeesPage }))),
  privacy: lazy(() => import('../../features/privacy/privacy-page').then((m) => ({ default: m.PrivacyPage }))),
};

const isPage = (value: string | undefined): value is PageTextPage => value !== undefined && value in PAGES;

type Loaded = { view: PageTextsView; draft: boolean; school: SchoolSettings };

/** /admin/pages/{page}/preview/...: the draft as a visitor will see it (the page's tabs stay in the preview). */
export function PagePreviewRoute() {
  const { page } = useParams();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!isPage(page)) return;
    const controller = new AbortController();
    Promise.all([
      fetchPageTexts(page, controller.signal),
      apiGet(publicCalls.settings, { auth: false, signal: controller.signal, expect: schoolSettingsExpect }),
    ])
      .then(([texts, school]) => setLoaded({ view: texts.draft ?? texts.published, draft: texts.draft !== null, school }))
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [page, attempt]);

  const retry = () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  };
  if (!isPage(page)) return null;
  const Page = PAGES[page];
  return (
    <>
      <Container maxWidth="lg" sx={{ pt: 3 }}>
        <Button
          component={RouterLink}
          to={EDITABLE_PAGES.find((entry) => entry.page === page)?.editor ?? `/admin/pages/${page}`}
          startIcon={<ArrowBackIcon />}
          sx={{ mb: 1 }}
        >
          Back to editing
        </Button>
        {loaded && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {loaded.draft
              ? 'Preview of your draft: this is how visitors will see the page once you publish it. They do not see it yet.'
              : 'There is no draft: this is the page visitors see now.'}
          </Alert>
        )}
        {failed && <LoadErrorAlert message="The preview could not be loaded. Please try again." onRetry={retry} />}
      </Container>
      {!loaded && !failed && <LoadingSpinner label="Loading the preview" space={{ py: 8 }} />}
      {loaded && (
        <Box component="section" aria-label="Preview" sx={{ borderTop: 4, borderColor: 'warning.main', bgcolor: '#fff' }}>
          <SchoolProvider value={{ state: { status: 'found', data: loaded.school }, retry }}>
            <PageTextsPreview view={loaded.view}>
              <TabPathPrefixProvider value={`/admin/pages/${page}/preview`}>
                <Suspense fallback={<LoadingSpinner label="Loading the preview" space={{ py: 8 }} />}>
                  <Page />
                </Suspense>
              </TabPathPrefixProvider>
            </PageTextsPreview>
          </SchoolProvider>
        </Box>
      )}
    </>
  );
}
