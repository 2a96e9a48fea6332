import type { Image } from '@school/shared/image-schemas';
import type { HomeTexts } from '@school/shared/page-text-schemas';
import type { TextLangs } from '@school/shared/page-text-translations';
import { useT } from '../../lib/i18n/i18n';
import { useFill } from '../../lib/page-texts';
import { LinkButton } from '../../lib/ui/button';
import { Icon } from '../../lib/ui/icon';
import autoAwesome from '../../lib/ui/icons/auto-awesome';
import brush from '../../lib/ui/icons/brush';
import musicNote from '../../lib/ui/icons/music-note';
import science from '../../lib/ui/icons/science';
import sportsSoccer from '../../lib/ui/icons/sports-soccer';
import { StoredImage } from '../../lib/ui/stored-image';
import ui from '../../lib/ui/ui.module.css';
import styles from './hero-section.module.css';

interface Props {
  texts: HomeTexts['hero'];
  card: HomeTexts['funCard'];
  /** The hero image staff uploaded in /admin/pages; null: the card stands alone. */
  image: Image | null;
  /** Which texts show in English on a Punjabi or Hindi page (lib/page-texts.tsx). */
  langs?: TextLangs<HomeTexts['hero']> | undefined;
  cardLangs?: TextLangs<HomeTexts['funCard']> | undefined;
}

// The activities' pictures and colours, by position: staff write the labels.
const activityLooks = [
  { icon: brush, colour: '#e76f51' },
  { icon: musicNote, colour: '#2a9d8f' },
  { icon: science, colour: '#3a6fc4' },
  { icon: sportsSoccer, colour: '#b7791f' },
];

export function HeroSection({ texts, card, image, langs, cardLangs }: Props) {
  const t = useT();
  const fill = useFill();
  const accent = fill.text(texts.headlineAccent);
  return (
    <section aria-labelledby="hero-heading" className={styles.hero}>
      <div className={`${ui.container} ${styles.grid}`}>
        <div>
          {/* A pill like a chip with an icon in front, which the shared Chip (text only) does not have. */}
          <div className={styles.welcome} lang={langs?.welcome}>
            <Icon path={autoAwesome} size={18} />
            {fill.text(texts.welcome)}
          </div>
          <h1 id="hero-heading" className={`${ui.h1} ${styles.title}`}>
            {langs?.headline ? <span lang={langs.headline}>{fill.text(texts.headline)}</span> : fill.text(texts.headline)}
            {accent && (
              <>
                {' '}
                <span className={styles.accent} lang={langs?.headlineAccent}>
                  {accent}
                </span>
              </>
            )}
          </h1>
          <p className={styles.intro} lang={langs?.tagline}>
            {fill.text(texts.tagline)}
          </p>
          <div className={styles.actions}>
            <LinkButton to="/admissions" variant="contained" size="large">
              {t('Explore Admissions')}
            </LinkButton>
            <LinkButton to="/about" variant="outlined" size="large">
              {t('Discover Our School')}
            </LinkButton>
          </div>
        </div>

        <div className={`${ui.card} ${styles.card}`}>
          {image && (
            // Above the fold: loaded first, its box reserved by width and height (no layout shift).
            <StoredImage
              image={image}
              sizes="(min-width: 900px) 480px, 100vw"
              alt={fill.text(texts.imageAlt)}
              fetchPriority="high"
              className={styles.image}
            />
          )}
          <div className={ui.cardBody}>
            <h2 className={`${ui.h3} ${styles.cardTitle}`} lang={cardLangs?.title}>
              {fill.text(card.title)}
            </h2>
            <p className={`${ui.muted} ${styles.cardText}`} lang={cardLangs?.text}>
              {fill.text(card.text)}
            </p>
            <ul className={`${ui.plainList} ${styles.activities}`}>
              {card.activities.map((label, index) => {
                const look = activityLooks[index % activityLooks.length] ?? activityLooks[0];
                return (
                  <li key={index} className={styles.activity}>
                    {/* The colour comes with each activity, so it is set here rather than in the CSS. */}
                    <span
                      aria-hidden="true"
                      className={`${ui.roundBadge} ${styles.activityIcon}`}
                      style={{ backgroundColor: look?.colour }}
                    >
                      <Icon path={look?.icon ?? brush} />
                    </span>
                    <p className={styles.activityLabel} lang={cardLangs?.activities[index]}>
                      {fill.text(label)}
                    </p>
                  </li>
                );
              })}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
