import type { ReactNode } from 'react';
import { useSchoolTexts } from '../../lib/school-texts';
import { useT } from '../../lib/i18n/i18n';
import { PageHero } from '../../lib/page-hero';
import { PageMeta } from '../../lib/page-meta';
import { addressLine, useSchool } from '../../lib/school-settings';
import { useSiteOrigin } from '../../lib/site-origin';
import { SCHEMA_CONTEXT, schoolOrganization } from '../../lib/structured-data';
import ui from '../../lib/ui/ui.module.css';
import { ContactCards } from './contact-cards';
import styles from './contact-page.module.css';
import { SchoolMap } from './school-map';

interface Props {
  /**
   * The message form, composed in by app/public-routes.tsx (the form is its own feature, and
   * features don't import each other). Without it the info cards take the full width.
   */
  form?: ReactNode;
}

/** /contact: the office and admissions cards, the message form beside them, and the map below. */
export function ContactPage({ form }: Props) {
  const school = useSchool();
  const origin = useSiteOrigin();
  const t = useT();
  const schoolText = useSchoolTexts();
  return (
    <>
      <PageMeta
        title={t('Contact Us')}
        description={t(
          'Contact {school} in {place}: call the school office or the admissions desk ({hours}), send us a message, or find us on the map.',
          { school: school.name, place: addressLine(school.address), hours: schoolText('admissionsHours').text },
        )}
        // Search engines show the school's phone, address and map position from this. Only the
        // server's render writes it (lib/page-meta.tsx): the browser's build leaves its code out.
        jsonLd={import.meta.env.SSR ? { '@context': SCHEMA_CONTEXT, ...schoolOrganization(school, origin) } : undefined}
      />
      <PageHero title={t('Contact Us')} subtitle={t('We would love to hear from you. Call us, write to us, or come and visit.')} />
      <div className={`${ui.container} ${styles.main}`}>
        <div className={form ? `${styles.layout} ${styles.withForm}` : styles.layout}>
          <ContactCards stackOnDesktop={Boolean(form)} />
          {form && <div className={styles.form}>{form}</div>}
        </div>
        <SchoolMap />
      </div>
    </>
  );
}
