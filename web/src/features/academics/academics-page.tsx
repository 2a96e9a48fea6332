import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { schoolInfo } from '../../app/school-info';
import { PageHero } from '../../lib/page-hero';
import { PageMeta } from '../../lib/page-meta';
import { PageTabs, type PageTab } from '../../lib/page-tabs';
import { usePathTab } from '../../lib/use-path-tab';
import { ACADEMIC_TABS, academicSections, type AcademicTab } from './academic-sections';
import { PartnerBlock } from './partner-block';

const tabs: readonly PageTab<AcademicTab>[] = ACADEMIC_TABS.map((value) => ({
  value,
  label: academicSections[value].label,
  icon: academicSections[value].icon,
}));

/** /academics and its four children: the tab follows the URL, curriculum by default. */
export function AcademicsPage() {
  const [active, select] = usePathTab('/academics', ACADEMIC_TABS, 'curriculum');
  const section = academicSections[active];

  return (
    <>
      <PageMeta
        title={`${section.title} · Academics`}
        description={`Academics at ${schoolInfo.name}: our curriculum, programs and activities, faculty and learning resources for children from nursery to grade 8.`}
      />
      <PageHero title="Academics" subtitle="Strong foundations, joyful discovery and teachers who know every child by name." />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <PageTabs idPrefix="academics" label="Academics sections" tabs={tabs} active={active} onSelect={select}>
          <Box sx={{ maxWidth: 820, mx: 'auto' }}>
            <Typography variant="h2" sx={{ mb: 1.5 }}>
              {section.title}
            </Typography>
            <Typography sx={{ fontSize: '1.1rem', lineHeight: 1.8, color: 'text.secondary', mb: 3 }}>{section.description}</Typography>
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
              {section.highlights.map((point) => (
                <Box component="li" key={point} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
                  <CheckCircleIcon sx={{ color: 'success.main', mt: 0.25 }} />
                  <Typography sx={{ fontSize: '1.05rem' }}>{point}</Typography>
                </Box>
              ))}
            </Box>
            {active === 'curriculum' && <PartnerBlock />}
          </Box>
        </PageTabs>
      </Container>
    </>
  );
}
