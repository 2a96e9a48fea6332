import { schoolInfo } from '../../app/school-info';
import { useDocumentTitle } from '../../lib/use-document-title';
import { HeroSection } from './hero-section';
import { VisitBanner } from './visit-banner';
import { WhyChooseSection } from './why-choose-section';

export function HomePage() {
  useDocumentTitle(`${schoolInfo.name} · Day-boarding convent school in ${schoolInfo.address.locality}`);
  return (
    <>
      <HeroSection schoolName={schoolInfo.name} foundedYear={schoolInfo.foundedYear} />
      <WhyChooseSection schoolName={schoolInfo.name} />
      <VisitBanner phone={schoolInfo.phone} />
    </>
  );
}
