import type { ParentResourcesTexts } from '@school/shared/page-text-schemas';
import type { TextLangs } from '@school/shared/page-text-translations';
import { useState } from 'react';
import { useT } from '../../lib/i18n/i18n';
import { useSchool } from '../../lib/school-settings';
import { PageHero } from '../../lib/page-hero';
import { PageMeta } from '../../lib/page-meta';
import { useFill, WithPageTexts } from '../../lib/page-texts';
import { AnchorButton, Button, LinkButton } from '../../lib/ui/button';
import { Icon } from '../../lib/ui/icon';
import arrowForward from '../../lib/ui/icons/arrow-forward';
import ui from '../../lib/ui/ui.module.css';
import styles from './parent-resources-page.module.css';
import { RESOURCE_FILTERS, RESOURCE_ICON_PATHS, type ResourceFilter } from './resources';

/** /parent-resources: the resource cards staff keep, narrowed by category with toggle buttons. */
export function ParentResourcesPage() {
  return <WithPageTexts page="parent-resources">{({ texts, langs }) => <ParentResources texts={texts} langs={langs} />}</WithPageTexts>;
}

/** `langs`: which texts show in English on a Punjabi or Hindi page (lib/page-texts.tsx). */
function ParentResources({ texts, langs }: { texts: ParentResourcesTexts; langs: TextLangs<ParentResourcesTexts> | undefined }) {
  const t = useT();
  const [filter, setFilter] = useState<ResourceFilter>('all');
  const school = useSchool();
  const fill = useFill();
  const shown = filter === 'all' ? texts.resources : texts.resources.filter((resource) => resource.category === filter);

  return (
    <>
      <PageMeta
        title={t('Parent Resources')}
        description={t(
          'Resources for parents at {school}: homework help, wellbeing and learning support, the school calendar, after-school programs and how to reach us.',
          { school: school.name },
        )}
      />
      <PageHero title={t('Parent Resources')} subtitle={fill.text(texts.subtitle)} subtitleLang={langs?.subtitle} />
      <div className={`${ui.container} ${ui.pageBody}`}>
        {/* Buttons with aria-pressed: they filter one list, they don't switch between panels. */}
        <div role="group" aria-label={t('Filter resources')} className={`${ui.buttonRow} ${styles.filters}`}>
          {RESOURCE_FILTERS.map(({ value, label }) => (
            <Button
              key={value}
              variant={filter === value ? 'contained' : 'outlined'}
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
            >
              {t(label)}
            </Button>
          ))}
        </div>
        <ul aria-label={t('Resources')} className={`${ui.plainList} ${ui.cardGrid} ${styles.grid}`}>
          {shown.map((resource, index) => {
            const title = fill.text(resource.title);
            const resourceLangs = langs?.resources[texts.resources.indexOf(resource)];
            return (
              <li key={`${index}-${resource.title}`} className={`${ui.card} ${styles.card}`}>
                <div className={styles.body}>
                  <div aria-hidden="true" className={`${ui.roundBadge} ${ui.badgeSoft} ${styles.icon}`}>
                    <Icon path={RESOURCE_ICON_PATHS[resource.icon]} />
                  </div>
                  <h2 className={styles.title} lang={resourceLangs?.title}>
                    {title}
                  </h2>
                  <p className={`${ui.muted} ${styles.description}`} lang={resourceLangs?.text}>
                    {fill.text(resource.text)}
                  </p>
                </div>
                <div className={styles.actions}>
                  <ExploreLink to={resource.link} title={title} />
                </div>
              </li>
            );
          })}
        </ul>
        {/* The papers parents come for (circulars, fees, forms) live in the documents library. */}
        <section aria-labelledby="documents-link-heading" className={`${ui.card} ${styles.documents}`}>
          <h2 id="documents-link-heading" className={styles.title}>
            {t('School documents')}
          </h2>
          <p className={`${ui.muted} ${styles.description}`}>
            {t('Circulars, the fee structure, the holiday list, forms and certificates: read or download them.')}
          </p>
          <LinkButton to="/documents" variant="outlined" endIcon={arrowForward}>
            {t('See all documents')}
          </LinkButton>
        </section>
        <div className={styles.help}>
          <h2 className={styles.helpTitle} lang={langs?.help.title}>
            {fill.text(texts.help.title)}
          </h2>
          <p className={`${ui.muted} ${styles.helpText}`} lang={langs?.help.text}>
            {fill.text(texts.help.text)}
          </p>
          <LinkButton to="/contact" variant="contained" size="large">
            {t('Contact Parent Support')}
          </LinkButton>
        </div>
      </div>
    </>
  );
}

/** A page of this site opens in place; another site's address in a new tab. */
function ExploreLink({ to, title }: { to: string; title: string }) {
  const t = useT();
  const look = { variant: 'text', endIcon: arrowForward, className: styles.explore } as const;
  if (to.startsWith('/')) {
    return (
      <LinkButton to={to} aria-label={t('Explore Resource: {title}', { title })} {...look}>
        {t('Explore Resource')}
      </LinkButton>
    );
  }
  return (
    <AnchorButton
      href={to}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('Explore Resource: {title} (opens in a new tab)', { title })}
      {...look}
    >
      {t('Explore Resource')}
    </AnchorButton>
  );
}
