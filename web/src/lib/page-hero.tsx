import styles from './page-hero.module.css';
import ui from './ui/ui.module.css';

interface Props {
  title: string;
  subtitle: string;
  /** 'en' when the subtitle (staff's text) shows in English on a Punjabi or Hindi page. */
  subtitleLang?: 'en' | undefined;
  /** Id of the <h1>, for sections that name themselves after it. */
  headingId?: string;
}

/** The warm banner every inner public page opens with: its one <h1> and a sentence of orientation. */
export function PageHero({ title, subtitle, subtitleLang, headingId }: Props) {
  return (
    <header className={styles.hero}>
      <div className={ui.containerMd}>
        <h1 id={headingId} className={`${ui.h1} ${styles.title}`}>
          {title}
        </h1>
        <p className={`${ui.lead} ${styles.subtitle}`} lang={subtitleLang}>
          {subtitle}
        </p>
      </div>
    </header>
  );
}
