import { schoolInfo } from '../../lib/school-info';
import partnerLogo from '../../assets/partner-logo.svg';
import ui from '../../lib/ui/ui.module.css';
import styles from './partner-block.module.css';

/** The digital curriculum partner (spec: shown on the curriculum tab, with a logo). */
export function PartnerBlock() {
  const { name, description } = schoolInfo.curriculumPartner;
  return (
    <section aria-labelledby="partner-heading" className={styles.partner}>
      <img src={partnerLogo} alt={`${name} logo`} width={240} height={72} loading="lazy" className={styles.logo} />
      <div>
        <p className={`${ui.overline} ${styles.kicker}`}>Our digital curriculum partner</p>
        <h3 id="partner-heading" className={`${ui.h3} ${styles.name}`}>
          {name}
        </h3>
        <p className={`${ui.muted} ${styles.description}`}>{description}</p>
      </div>
    </section>
  );
}
