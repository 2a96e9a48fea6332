import { Icon } from '../../lib/ui/icon';
import favorite from '../../lib/ui/icons/favorite';
import lightbulb from '../../lib/ui/icons/lightbulb';
import spa from '../../lib/ui/icons/spa';
import ui from '../../lib/ui/ui.module.css';
import styles from './why-choose-section.module.css';

interface Feature {
  title: string;
  description: string;
  /** Icon path (lib/ui/icons/). */
  icon: string;
  tint: string;
}

const features: readonly Feature[] = [
  {
    title: 'Creative Curriculum',
    description:
      'Lessons built around stories, projects and experiments, so children understand ideas instead of memorising them — and enjoy every step.',
    icon: lightbulb,
    tint: 'var(--secondary-tint)',
  },
  {
    title: 'Caring Community',
    description:
      'Small classes and teachers who know each child by name. Parents are partners, and every child feels safe, seen and supported.',
    icon: favorite,
    tint: '#fbd9d3',
  },
  {
    title: 'Holistic Development',
    description:
      'Sports, arts, music, moral values and life skills sit alongside academics, helping children grow in body, mind and character.',
    icon: spa,
    tint: '#d6efe9',
  },
];

export function WhyChooseSection({ schoolName }: { schoolName: string }) {
  return (
    <section aria-labelledby="why-choose-heading" className={styles.section}>
      <div className={ui.container}>
        <div className={styles.intro}>
          <h2 id="why-choose-heading" className={`${ui.h2} ${styles.title}`}>
            Why Choose Us
          </h2>
          <p className={`${ui.muted} ${styles.lead}`}>
            At {schoolName}, a good education means a happy child who loves to learn. Here is what makes our day-boarding school a second
            home.
          </p>
        </div>
        <div className={ui.cardGrid}>
          {features.map(({ title, description, icon, tint }) => (
            <div key={title} className={ui.card}>
              <div className={ui.cardBody}>
                {/* Each feature has its own tint, so it is set here rather than in the CSS. */}
                <div aria-hidden="true" className={`${ui.roundBadge} ${styles.icon}`} style={{ backgroundColor: tint }}>
                  <Icon path={icon} size={35} />
                </div>
                <h3 className={styles.featureTitle}>{title}</h3>
                <p className={`${ui.muted} ${styles.description}`}>{description}</p>
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
