import type { TextLangs } from '@school/shared/page-text-translations';
import type { AboutTexts } from '@school/shared/page-text-schemas';
import type { ReactNode } from 'react';
import { Chip } from '../../lib/ui/chip';
import { Icon } from '../../lib/ui/icon';
import { useT } from '../../lib/i18n/i18n';
import { useFill } from '../../lib/page-texts';
import diversity3 from '../../lib/ui/icons/diversity-3';
import school from '../../lib/ui/icons/school';
import volunteerActivism from '../../lib/ui/icons/volunteer-activism';
import ui from '../../lib/ui/ui.module.css';
import styles from './about-cards.module.css';

/** `icon` is an icon path (lib/ui/icons/). */
function InfoCard({ title, titleLang, icon, children }: { title: string; titleLang?: 'en'; icon: string; children: ReactNode }) {
  return (
    <div className={ui.card}>
      <div className={ui.cardBody}>
        <div aria-hidden="true" className={`${ui.roundBadge} ${ui.badgeSoft} ${styles.icon}`}>
          <Icon path={icon} />
        </div>
        <h3 className={styles.title} lang={titleLang}>
          {title}
        </h3>
        {children}
      </div>
    </div>
  );
}

/** The three cards under the tabs: what we value, what we give back, how we keep improving. */
/** `langs`: which texts show in English on a Punjabi or Hindi page (lib/page-texts.tsx). */
export function AboutCards({
  texts,
  langs,
}: {
  texts: Pick<AboutTexts, 'values' | 'community' | 'learning'>;
  langs: TextLangs<AboutTexts> | undefined;
}) {
  const t = useT();
  const fill = useFill();
  return (
    <section aria-label={t('What we stand for')} className={ui.cardGrid}>
      <InfoCard title={fill.text(texts.values.title)} titleLang={langs?.values.title} icon={diversity3}>
        <ul className={`${ui.plainList} ${styles.values}`}>
          {texts.values.items.map((value, index) => (
            <li key={index} lang={langs?.values.items[index]}>
              <Chip label={fill.text(value)} color="secondary" />
            </li>
          ))}
        </ul>
      </InfoCard>
      <InfoCard title={fill.text(texts.community.title)} titleLang={langs?.community.title} icon={volunteerActivism}>
        <p className={`${ui.muted} ${styles.text}`} lang={langs?.community.text}>
          {fill.text(texts.community.text)}
        </p>
      </InfoCard>
      <InfoCard title={fill.text(texts.learning.title)} titleLang={langs?.learning.title} icon={school}>
        <p className={`${ui.muted} ${styles.text}`} lang={langs?.learning.text}>
          {fill.text(texts.learning.text)}
        </p>
      </InfoCard>
    </section>
  );
}
