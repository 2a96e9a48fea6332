import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { schoolInfo } from '../../app/school-info';
import { PageHero } from '../../lib/page-hero';
import { PageMeta } from '../../lib/page-meta';
import { PageTabs, type PageTab } from '../../lib/page-tabs';
import { usePathTab } from '../../lib/use-path-tab';
import { AboutCards } from './about-cards';
import { ABOUT_TABS, aboutSections, type AboutTab } from './about-sections';

const tabs: readonly PageTab<AboutTab>[] = ABOUT_TABS.map((value) => ({
  value,
  label: aboutSections[value].label,
  icon: aboutSections[value].icon,
}));

/** /about, /about/story, /about/mission and /about/leadership: one page, the tab follows the URL. */
export function AboutPage() {
  const [active, select] = usePathTab('/about', ABOUT_TABS, 'story');
  const section = aboutSections[active];

  return (
    <>
      <PageMeta
        title={`${section.title} · About Us`}
        description={`Learn about ${schoolInfo.name}: our story since ${schoolInfo.foundedYear}, our mission and vision, and the leadership of our day-boarding convent school in ${schoolInfo.address.full}.`}
      />
      <PageHero
        title="About Us"
        subtitle={`A day-boarding convent school in ${schoolInfo.address.locality}, nurturing young minds since ${schoolInfo.foundedYear}.`}
      />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <PageTabs idPrefix="about" label="About us sections" tabs={tabs} active={active} onSelect={select}>
          <Box sx={{ maxWidth: 820, mx: 'auto', mb: { xs: 5, md: 7 } }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
              <Box
                aria-hidden
                sx={{
                  width: 48,
                  height: 48,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  color: 'secondary.main',
                  display: 'grid',
                  placeItems: 'center',
                  flexShrink: 0,
                }}
              >
                {section.icon}
              </Box>
              <Typography variant="h2">{section.title}</Typography>
            </Box>
            {section.description.map((paragraph) => (
              <Typography key={paragraph} sx={{ fontSize: '1.1rem', lineHeight: 1.8, color: 'text.secondary', mb: 2 }}>
                {paragraph}
              </Typography>
            ))}
          </Box>
        </PageTabs>
        <AboutCards />
      </Container>
    </>
  );
}
