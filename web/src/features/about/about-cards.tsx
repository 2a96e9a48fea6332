import type { ReactNode } from 'react';
import { Chip } from '../../lib/ui/chip';
import { Icon } from '../../lib/ui/icon';
import diversity3 from '../../lib/ui/icons/diversity-3';
import school from '../../lib/ui/icons/school';
import volunteerActivism from '../../lib/ui/icons/volunteer-activism';
import ui from '../../lib/ui/ui.module.css';
import styles from './about-cards.module.css';

const VALUES = ['Respect', 'Curiosity', 'Kindness', 'Growth'] as const;

/** `icon` is an icon path (lib/ui/icons/). */
function InfoCard({ title, icon, children }: { title: string; icon: string; children: ReactNode }) {
  return (
    <div className={ui.card}>
      <div className={ui.cardBody}>
        <div aria-hidden="true" className={`${ui.roundBadge} ${ui.badgeSoft} ${styles.icon}`}>
          <Icon path={icon} />
        </div>
        <h3 className={styles.title}>{title}</h3>
        {children}
      </div>
    </div>
  );
}

/** The three cards under the tabs: what we value, what we give back, how we keep improving. */
export function AboutCards() {
  return (
    <section aria-label="What we stand for" className={ui.cardGrid}>
      <InfoCard title="Our Values" icon={diversity3}>
        <ul className={`${ui.plainList} ${styles.values}`}>
          {VALUES.map((value) => (
            <li key={value}>
              <Chip label={value} color="secondary" />
            </li>
          ))}
        </ul>
      </InfoCard>
      <InfoCard title="Community Impact" icon={volunteerActivism}>
        <p className={`${ui.muted} ${styles.text}`}>
          Our students run food and book drives, plant trees on the school grounds and visit the elders of Faridkot, learning that education
          is something to share.
        </p>
      </InfoCard>
      <InfoCard title="Continuous Learning" icon={school}>
        <p className={`${ui.muted} ${styles.text}`}>
          Our teachers train every term in new ways of teaching, so classrooms keep pace with how children learn best.
        </p>
      </InfoCard>
    </section>
  );
}
