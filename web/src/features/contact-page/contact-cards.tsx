import type { ReactNode } from 'react';
import { schoolInfo } from '../../lib/school-info';
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
  const { phone, admissionsPhone, address, hours } = schoolInfo;
  return (
    <div className={stackOnDesktop ? `${styles.cards} ${styles.stacked}` : styles.cards}>
      <InfoCard title="School Office" icon={business}>
        <Line icon={phoneIcon}>
          <a href={`tel:${phone.tel}`}>{phone.display}</a>
        </Line>
        <Line icon={locationOn}>
          <address className={styles.address}>
            {schoolInfo.name}
            <br />
            {address.street}
            <br />
            {address.full}
          </address>
        </Line>
        <Line icon={accessTime}>{hours.office}</Line>
      </InfoCard>
      <InfoCard title="Admissions" icon={howToReg}>
        <Line icon={phoneIcon}>
          <a href={`tel:${admissionsPhone.tel}`}>{admissionsPhone.display}</a>
        </Line>
        <Line icon={accessTime}>{hours.admissions}</Line>
      </InfoCard>
    </div>
  );
}
