import { LinkButton } from '../../lib/ui/button';
import { Icon } from '../../lib/ui/icon';
import autoAwesome from '../../lib/ui/icons/auto-awesome';
import brush from '../../lib/ui/icons/brush';
import musicNote from '../../lib/ui/icons/music-note';
import science from '../../lib/ui/icons/science';
import sportsSoccer from '../../lib/ui/icons/sports-soccer';
import ui from '../../lib/ui/ui.module.css';
import styles from './hero-section.module.css';

interface Props {
  schoolName: string;
  foundedYear: number;
}

const activities = [
  { icon: brush, label: 'Art & craft corners', colour: '#e76f51' },
  { icon: musicNote, label: 'Music, dance & drama', colour: '#2a9d8f' },
  { icon: science, label: 'Hands-on science', colour: '#3a6fc4' },
  { icon: sportsSoccer, label: 'Sports & outdoor play', colour: '#b7791f' },
];

export function HeroSection({ schoolName, foundedYear }: Props) {
  return (
    <section aria-labelledby="hero-heading" className={styles.hero}>
      <div className={`${ui.container} ${styles.grid}`}>
        <div>
          {/* A pill like a chip with an icon in front, which the shared Chip (text only) does not have. */}
          <div className={styles.welcome}>
            <Icon path={autoAwesome} size={18} />
            {`Welcome to ${schoolName}`}
          </div>
          <h1 id="hero-heading" className={`${ui.h1} ${styles.title}`}>
            Where little learners grow into <span className={styles.accent}>bright, kind hearts</span>
          </h1>
          <p className={styles.intro}>
            Since {foundedYear}, families in Faridkot have trusted us to nurture curious, confident and caring children — with joyful
            classrooms, devoted teachers and values that last a lifetime.
          </p>
          <div className={styles.actions}>
            <LinkButton to="/admissions" variant="contained" size="large">
              Explore Admissions
            </LinkButton>
            <LinkButton to="/about" variant="outlined" size="large">
              Discover Our School
            </LinkButton>
          </div>
        </div>

        <div className={`${ui.card} ${styles.card}`}>
          <div className={ui.cardBody}>
            <h2 className={`${ui.h3} ${styles.cardTitle}`}>Fun Learning Awaits</h2>
            <p className={`${ui.muted} ${styles.cardText}`}>
              Every school day mixes lessons with play, so children learn by doing, asking and creating.
            </p>
            <ul className={`${ui.plainList} ${styles.activities}`}>
              {activities.map(({ icon, label, colour }) => (
                <li key={label} className={styles.activity}>
                  {/* The colour comes with each activity, so it is set here rather than in the CSS. */}
                  <span aria-hidden="true" className={`${ui.roundBadge} ${styles.activityIcon}`} style={{ backgroundColor: colour }}>
                    <Icon path={icon} />
                  </span>
                  <p className={styles.activityLabel}>{label}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
