import { useT } from '../../lib/i18n/i18n';
import { WithPageTexts, type LocalizedPageTexts } from '../../lib/page-texts';
import { addressLine, useSchool } from '../../lib/school-settings';
import { PageMeta } from '../../lib/page-meta';
import { useSiteOrigin } from '../../lib/site-origin';
import { SCHEMA_CONTEXT, schoolOrganization } from '../../lib/structured-data';
import { HeroSection } from './hero-section';
import { DisclosureLink } from './disclosure-link';
import { VisitBanner } from './visit-banner';
import { WhyChooseSection } from './why-choose-section';

export function HomePage() {
  return <WithPageTexts page="home">{(view) => <Home view={view} />}</WithPageTexts>;
}

function Home({ view }: { view: LocalizedPageTexts<'home'> }) {
  const { texts, images } = view;
  const t = useT();
  const school = useSchool();
  const origin = useSiteOrigin();
  return (
    <>
      <PageMeta
        fullTitle
        title={t('{school} · Day-boarding convent school in {town}', { school: school.name, town: school.address.locality })}
        description={t(
          '{school} is a day-boarding convent school in {address}, nurturing curious, caring and confident learners since {year}.',
          { school: school.name, address: addressLine(school.address), year: school.foundedYear },
        )}
        // Only the server's render writes it (lib/page-meta.tsx): the browser's build leaves its code out.
        jsonLd={import.meta.env.SSR ? { '@context': SCHEMA_CONTEXT, ...schoolOrganization(school, origin) } : undefined}
      />
      <HeroSection
        texts={texts.hero}
        card={texts.funCard}
        image={images.heroImage ?? null}
        langs={view.langs?.hero}
        cardLangs={view.langs?.funCard}
      />
      <WhyChooseSection texts={texts.whyChoose} langs={view.langs?.whyChoose} />
      <VisitBanner texts={texts.visit} phone={school.officePhone} langs={view.langs?.visit} />
      <DisclosureLink />
    </>
  );
}
