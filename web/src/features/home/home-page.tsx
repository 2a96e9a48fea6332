import { schoolInfo } from '../../lib/school-info';
import { PageMeta } from '../../lib/page-meta';
import { HeroSection } from './hero-section';
import { VisitBanner } from './visit-banner';
import { WhyChooseSection } from './why-choose-section';

export function HomePage() {
  return (
    <>
      <PageMeta
        fullTitle
        title={`${schoolInfo.name} · Day-boarding convent school in ${schoolInfo.address.locality}`}
        description={`${schoolInfo.name} is a day-boarding convent school in ${schoolInfo.address.full}, nurturing curious, caring and confident learners since ${schoolInfo.foundedYear}.`}
      />
      <HeroSection schoolName={schoolInfo.name} foundedYear={schoolInfo.foundedYear} />
      <WhyChooseSection schoolName={schoolInfo.name} />
      <VisitBanner phone={schoolInfo.phone} />
    </>
  );
}
