import styles from './page-hero.module.css';
import ui from './ui/ui.module.css';

interface Props {
  title: string;
  subtitle: string;
  /** Id of the <h1>, for sections that name themselves after it. */
  headingId?: string;
}

/** The warm banner every inner public page opens with: its one <h1> and a sentence of orientation. */
export function PageHero({ title, subtitle, headingId }: Props) {
  return (
    <header className={styles.hero}>
      <div className={ui.containerMd}>
        <h1 id={headingId} className={`${ui.h1} ${styles.title}`}>
          {title}
        </h1>
        <p className={`${ui.lead} ${styles.subtitle}`}>{subtitle}</p>
      </div>
    </header>
  );
}
