import type { DisclosureTexts } from '@school/shared/disclosure-schemas';
import type { TextLangs } from '@school/shared/page-text-translations';
import { useT } from '../../lib/i18n/i18n';
import { PageHero } from '../../lib/page-hero';
import { PageMeta } from '../../lib/page-meta';
import { useFill, WithPageTexts } from '../../lib/page-texts';
import { useSchool } from '../../lib/school-settings';
import ui from '../../lib/ui/ui.module.css';
import { AcademicsSection } from './disclosure-academics';
import { DocumentsSection } from './disclosure-documents';
import { GeneralSection, InfrastructureSection, StaffSection } from './disclosure-facts';
import styles from './disclosure-page.module.css';

/**
 * /mandatory-public-disclosure: CBSE's Mandatory Public Disclosure (Affiliation Bye-Laws 2018,
 * Appendix IX) in its five sections. A comes from the settings, B from the documents library, C to
 * E from the page's texts staff publish at /admin/disclosure. Rendered whole on the server.
 */
export function DisclosurePage() {
  return <WithPageTexts page="disclosure">{({ texts, langs }) => <Disclosure texts={texts} langs={langs} />}</WithPageTexts>;
}

function Disclosure({ texts, langs }: { texts: DisclosureTexts; langs: TextLangs<DisclosureTexts> | undefined }) {
  const t = useT();
  const school = useSchool();
  const fill = useFill();
  const title = t('Mandatory Public Disclosure');
  return (
    <>
      <PageMeta
        title={title}
        description={t('The information and documents {school} publishes as CBSE asks of every affiliated school.', {
          school: school.name,
        })}
      />
      <PageHero
        title={title}
        subtitle={texts.intro ? fill.text(texts.intro) : t('The information and documents every CBSE-affiliated school publishes.')}
        subtitleLang={texts.intro ? langs?.intro : undefined}
      />
      <div className={`${ui.containerMd} ${ui.pageBody} ${styles.page}`}>
        <GeneralSection email={texts.email} />
        <DocumentsSection />
        <AcademicsSection texts={texts} langs={langs} />
        <StaffSection staff={texts.staff} langs={langs?.staff} />
        <InfrastructureSection place={texts.infrastructure} langs={langs?.infrastructure} />
      </div>
    </>
  );
}
