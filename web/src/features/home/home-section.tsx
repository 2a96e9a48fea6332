import type { ReactNode } from 'react';
import { useFill } from '../../lib/page-texts';
import ui from '../../lib/ui/ui.module.css';

interface Props {
  /** The heading's id, which names the section. */
  id: string;
  /** The section's own classes (each section's CSS module). */
  classes: { section: string | undefined; intro: string | undefined; title: string | undefined; text: string | undefined };
  /** Staff's texts, and which show in English on a Punjabi or Hindi page. */
  title: string;
  text: string;
  langs: { title?: 'en' | undefined; text?: 'en' | undefined };
  /** Below the sentence, inside the intro (the banner's buttons). */
  actions?: ReactNode;
  /** Below the intro (the cards). */
  children?: ReactNode;
}

/** A band of the home page: its heading and sentence from the stored texts, then what it shows. */
export function HomeSection({ id, classes, title, text, langs, actions, children }: Props) {
  const fill = useFill();
  return (
    <section aria-labelledby={id} className={classes.section}>
      <div className={ui.container}>
        <div className={classes.intro}>
          <h2 id={id} className={`${ui.h2} ${classes.title}`} lang={langs.title}>
            {fill.text(title)}
          </h2>
          <p className={classes.text} lang={langs.text}>
            {fill.text(text)}
          </p>
          {actions}
        </div>
        {children}
      </div>
    </section>
  );
}
