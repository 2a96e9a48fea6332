import type { ReactNode } from 'react';
import { schoolInfo } from '../../lib/school-info';
import { PageHero } from '../../lib/page-hero';
import { PageMeta } from '../../lib/page-meta';
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
  return (
    <>
      <PageMeta
        title="Contact Us"
        description={`Contact ${schoolInfo.name} in ${schoolInfo.address.full}: call the school office or the admissions desk (${schoolInfo.hours.admissions}), send us a message, or find us on the map.`}
      />
      <PageHero title="Contact Us" subtitle="We would love to hear from you. Call us, write to us, or come and visit." />
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
