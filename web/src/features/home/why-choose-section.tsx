import type { HomeTexts } from '@school/shared/page-text-schemas';
import type { TextLangs } from '@school/shared/page-text-translations';
import { useFill } from '../../lib/page-texts';
import { Icon } from '../../lib/ui/icon';
import favorite from '../../lib/ui/icons/favorite';
import lightbulb from '../../lib/ui/icons/lightbulb';
import spa from '../../lib/ui/icons/spa';
import ui from '../../lib/ui/ui.module.css';
import { HomeSection } from './home-section';
import styles from './why-choose-section.module.css';

// The cards' pictures and tints, by position: staff write the cards' titles and texts.
const looks = [
  { icon: lightbulb, tint: 'var(--secondary-tint)' },
  { icon: favorite, tint: '#fbd9d3' },
  { icon: spa, tint: '#d6efe9' },
];

/** `langs`: which texts show in English on a Punjabi or Hindi page (lib/page-texts.tsx). */
export function WhyChooseSection({
  texts,
  langs,
}: {
  texts: HomeTexts['whyChoose'];
  langs?: TextLangs<HomeTexts['whyChoose']> | undefined;
}) {
  const fill = useFill();
  return (
    <HomeSection
      id="why-choose-heading"
      classes={{ section: styles.section, intro: styles.intro, title: styles.title, text: `${ui.muted} ${styles.lead}` }}
      title={texts.title}
      text={texts.lead}
      langs={{ title: langs?.title, text: langs?.lead }}
    >
      <div className={ui.cardGrid}>
        {texts.cards.map(({ title, text }, index) => {
          const look = looks[index % looks.length] ?? looks[0];
          return (
            <div key={index} className={ui.card}>
              <div className={ui.cardBody}>
                {/* Each card has its own tint, so it is set here rather than in the CSS. */}
                <div aria-hidden="true" className={`${ui.roundBadge} ${styles.icon}`} style={{ backgroundColor: look?.tint }}>
                  <Icon path={look?.icon ?? lightbulb} size={35} />
                </div>
                <h3 className={styles.featureTitle} lang={langs?.cards[index]?.title}>
                  {fill.text(title)}
                </h3>
                <p className={`${ui.muted} ${styles.description}`} lang={langs?.cards[index]?.text}>
                  {fill.text(text)}
                </p>
              </div>
            </div>
          );
        })}
      </div>
    </HomeSection>
  );
}
