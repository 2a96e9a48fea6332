import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n/i18n';
import { Localized } from '../../lib/i18n/localized';
import { useSchoolTexts } from '../../lib/school-texts';
import { addressLine, telHref, useSchool } from '../../lib/school-settings';
import { Icon } from '../../lib/ui/icon';
import accessTime from '../../lib/ui/icons/access-time';
import business from '../../lib/ui/icons/business';
import howToReg from '../../lib/ui/icons/how-to-reg';
import locationOn from '../../lib/ui/icons/location-on';
import phoneIcon from '../../lib/ui/icons/phone';
import ui from '../../lib/ui/ui.module.css';
import styles from './contact-cards.module.css';

function Line({ icon, children }: { icon: string; children: ReactNode }) {
  return (
    <li className={styles.line}>
      <span className={styles.lineIcon}>
        <Icon path={icon} size={20} />
      </span>
      <div>{children}</div>
    </li>
  );
}

function InfoCard({ title, icon, children }: { title: string; icon: string; children: ReactNode }) {
  return (
    <section aria-label={title} className={ui.card}>
      <div className={ui.cardBody}>
        <div className={styles.cardHead}>
          <span className={`${ui.roundBadge} ${ui.badgeSoft} ${styles.badge}`}>
            <Icon path={icon} />
          </span>
          <h2 className={styles.cardTitle}>{title}</h2>
        </div>
        <ul className={`${ui.plainList} ${styles.lines}`}>{children}</ul>
      </div>
    </section>
  );
}

/** The two info cards of the contact page; stacked beside the form, side by side without it. */
export function ContactCards({ stackOnDesktop }: { stackOnDesktop: boolean }) {
  const school = useSchool();
  const t = useT();
  // The hours are staff's texts: in the page's language when staff translated them (lib/school-texts.ts).
  const text = useSchoolTexts();
  const { officePhone, admissionsPhone, address } = school;
  return (
    <div className={stackOnDesktop ? `${styles.cards} ${styles.stacked}` : styles.cards}>
      <InfoCard title={t('School Office')} icon={business}>
        <Line icon={phoneIcon}>
          <a href={telHref(officePhone)}>{officePhone}</a>
        </Line>
        <Line icon={locationOn}>
          <address className={styles.address}>
            {school.name}
            <br />
            {address.street}
            <br />
            {addressLine(address)}
          </address>
        </Line>
        <Line icon={accessTime}>
          <Localized value={text('officeHours')} />
        </Line>
      </InfoCard>
      <InfoCard title={t('Admissions')} icon={howToReg}>
        <Line icon={phoneIcon}>
          <a href={telHref(admissionsPhone)}>{admissionsPhone}</a>
        </Line>
        <Line icon={accessTime}>
          <Localized value={text('admissionsHours')} />
        </Line>
      </InfoCard>
    </div>
  );
}
