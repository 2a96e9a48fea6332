import type { HomeTexts } from '@school/shared/page-text-schemas';
import type { TextLangs } from '@school/shared/page-text-translations';
import { useT } from '../../lib/i18n/i18n';
import { telHref } from '../../lib/school-settings';
import { AnchorButton, LinkButton } from '../../lib/ui/button';
import { HomeSection } from './home-section';
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
  return (
    <HomeSection
      id="visit-heading"
      classes={{ section: styles.section, intro: styles.banner, title: styles.title, text: styles.text }}
      title={texts.title}
      text={texts.text}
      langs={{ title: langs?.title, text: langs?.text }}
      actions={
        <div className={styles.actions}>
          <LinkButton to="/admissions/enquire" variant="contained" size="large" className={styles.visitButton}>
            {t('Plan a Visit')}
          </LinkButton>
          <AnchorButton href={telHref(phone)} variant="outlined" size="large" className={styles.callButton}>
            {t('Call {phone}', { phone })}
          </AnchorButton>
        </div>
      }
    />
  );
}
