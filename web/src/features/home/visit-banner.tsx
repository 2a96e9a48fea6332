import type { HomeTexts } from '@school/shared/page-text-schemas';
import type { TextLangs } from '@school/shared/page-text-translations';
import { useT } from '../../lib/i18n/i18n';
import { useFill } from '../../lib/page-texts';
import { telHref } from '../../lib/school-settings';
import { AnchorButton, LinkButton } from '../../lib/ui/button';
import ui from '../../lib/ui/ui.module.css';
import styles from './visit-banner.module.css';

interface Props {
  texts: HomeTexts['visit'];
  /** The office's number as staff wrote it in /admin/settings. */
  phone: string;
  /** Which texts show in English on a Punjabi or Hindi page (lib/page-texts.tsx). */
  langs?: TextLangs<HomeTexts['visit']> | undefined;
}

/** Closing call to action: most parents decide after a visit, so we invite one. */
export function VisitBanner({ texts, phone, langs }: Props) {
  const t = useT();
  const fill = useFill();
  return (
    <section aria-labelledby="visit-heading" className={styles.section}>
      <div className={ui.container}>
        <div className={styles.banner}>
          <h2 id="visit-heading" className={`${ui.h2} ${styles.title}`} lang={langs?.title}>
            {fill.text(texts.title)}
          </h2>
          <p className={styles.text} lang={langs?.text}>
            {fill.text(texts.text)}
          </p>
          <div className={styles.actions}>
            <LinkButton to="/contact" variant="contained" size="large" className={styles.visitButton}>
              {t('Plan a Visit')}
            </LinkButton>
            <AnchorButton href={telHref(phone)} variant="outlined" size="large" className={styles.callButton}>
              {t('Call {phone}', { phone })}
            </AnchorButton>
          </div>
        </div>
      </div>
    </section>
  );
}
