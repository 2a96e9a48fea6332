import type { PrivacyTexts } from '@school/shared/privacy-schemas';
import type { TextLangs } from '@school/shared/page-text-translations';
import { schoolDay } from '@school/shared/school-time';
import { dayText, useDateWords } from '../../lib/i18n/date-words';
import { useT } from '../../lib/i18n/i18n';
import { PageHero } from '../../lib/page-hero';
import { PageMeta } from '../../lib/page-meta';
import { RichText, useFill, WithPageTexts, type LocalizedPageTexts } from '../../lib/page-texts';
import { useSchool } from '../../lib/school-settings';
import ui from '../../lib/ui/ui.module.css';
import { PrivacyContact } from './privacy-contact';
import styles from './privacy-page.module.css';

/**
 * /privacy: the privacy notice the DPDP Act asks of the school (issue 37), as staff publish it at
 * /admin/pages/privacy: each kind of personal data with why and for how long, then the rest of what
 * the law asks, and the data-protection contact from the settings. Its version is the publication's
 * number, the one each consent records. Rendered whole on the server: it reads without JavaScript.
 */
export function PrivacyPage() {
  return <WithPageTexts page="privacy">{(view) => <Privacy view={view} />}</WithPageTexts>;
}

function Privacy({ view }: { view: LocalizedPageTexts<'privacy'> }) {
  const t = useT();
  const school = useSchool();
  const fill = useFill();
  const words = useDateWords();
  const { texts, langs } = view;
  const title = t('Privacy Notice');
  const published = dayText(words, schoolDay(new Date(view.updatedAt)));
  return (
    <>
      <PageMeta
        title={title}
        description={t('How {school} collects, uses and protects personal data on this website.', { school: school.name })}
      />
      <PageHero title={title} subtitle={fill.text(texts.subtitle)} subtitleLang={langs?.subtitle} />
      <div className={`${ui.containerMd} ${ui.pageBody} ${styles.page}`}>
        <p className={styles.version}>
          {t('Version {version}, published {date}', { version: String(view.publication ?? 1), date: published })}
        </p>
        <RichText html={texts.intro} className={styles.rich} lang={langs?.intro} />
        <section aria-labelledby="privacy-items" className={styles.section}>
          <h2 id="privacy-items" className={styles.heading}>
            {t('What we collect, why, and for how long')}
          </h2>
          <Items items={texts.items} langs={langs?.items} />
        </section>
        {texts.sections.map((section, index) => (
          <section key={index} aria-labelledby={`privacy-section-${index}`} className={styles.section}>
            <h2 id={`privacy-section-${index}`} className={styles.heading} lang={langs?.sections[index]?.title}>
              {fill.text(section.title)}
            </h2>
            <RichText html={section.body} className={styles.rich} lang={langs?.sections[index]?.body} />
          </section>
        ))}
        <PrivacyContact />
      </div>
    </>
  );
}

function Items({ items, langs }: { items: PrivacyTexts['items']; langs: TextLangs<PrivacyTexts['items']> | undefined }) {
  const t = useT();
  const fill = useFill();
  return (
    <div className={styles.items}>
      {items.map((item, index) => {
        const lang = langs?.[index];
        return (
          <article key={index} className={`${ui.card} ${styles.item}`} aria-labelledby={`privacy-item-${index}`}>
            <h3 id={`privacy-item-${index}`} className={styles.itemTitle} lang={lang?.title}>
              {fill.text(item.title)}
            </h3>
            <dl className={styles.facts}>
              <dt>{t('What we collect')}</dt>
              <dd lang={lang?.collected}>{fill.text(item.collected)}</dd>
              <dt>{t('Why')}</dt>
              <dd lang={lang?.purpose}>{fill.text(item.purpose)}</dd>
              <dt>{t('How long we keep it')}</dt>
              <dd lang={lang?.kept}>{fill.text(item.kept)}</dd>
            </dl>
          </article>
        );
      })}
    </div>
  );
}
