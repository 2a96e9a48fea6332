import { useState } from 'react';
import { useSchool } from '../../lib/school-settings';
import { PageHero } from '../../lib/page-hero';
import { PageMeta } from '../../lib/page-meta';
import { Button, LinkButton } from '../../lib/ui/button';
import { Icon } from '../../lib/ui/icon';
import arrowForward from '../../lib/ui/icons/arrow-forward';
import ui from '../../lib/ui/ui.module.css';
import styles from './parent-resources-page.module.css';
import { RESOURCE_FILTERS, resources, type ResourceFilter } from './resources';

/** /parent-resources: eight resource cards, narrowed by category with toggle buttons. */
export function ParentResourcesPage() {
  const [filter, setFilter] = useState<ResourceFilter>('all');
  const school = useSchool();
  const shown = filter === 'all' ? resources : resources.filter((resource) => resource.category === filter);

  return (
    <>
      <PageMeta
        title="Parent Resources"
        description={`Resources for parents at ${school.name}: homework help, wellbeing and learning support, the school calendar, after-school programs and how to reach us.`}
      />
      <PageHero title="Parent Resources" subtitle="Everything you need to support your child’s learning and wellbeing, in one place." />
      <div className={`${ui.container} ${ui.pageBody}`}>
        {/* Buttons with aria-pressed: they filter one list, they don't switch between panels. */}
        <div role="group" aria-label="Filter resources" className={`${ui.buttonRow} ${styles.filters}`}>
          {RESOURCE_FILTERS.map(({ value, label }) => (
            <Button
              key={value}
              variant={filter === value ? 'contained' : 'outlined'}
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
            >
              {label}
            </Button>
          ))}
        </div>
        <ul aria-label="Resources" className={`${ui.plainList} ${ui.cardGrid} ${styles.grid}`}>
          {shown.map((resource) => (
            <li key={resource.title} className={`${ui.card} ${styles.card}`}>
              <div className={styles.body}>
                <div aria-hidden="true" className={`${ui.roundBadge} ${ui.badgeSoft} ${styles.icon}`}>
                  <Icon path={resource.icon} />
                </div>
                <h2 className={styles.title}>{resource.title}</h2>
                <p className={`${ui.muted} ${styles.description}`}>{resource.description}</p>
              </div>
              <div className={styles.actions}>
                <LinkButton
                  to={resource.to}
                  variant="text"
                  endIcon={arrowForward}
                  aria-label={`Explore Resource: ${resource.title}`}
                  className={styles.explore}
                >
                  Explore Resource
                </LinkButton>
              </div>
            </li>
          ))}
        </ul>
        <div className={styles.help}>
          <h2 className={styles.helpTitle}>Need help with something else?</h2>
          <p className={`${ui.muted} ${styles.helpText}`}>Our team is happy to answer any question about your child’s school life.</p>
          <LinkButton to="/contact" variant="contained" size="large">
            Contact Parent Support
          </LinkButton>
        </div>
      </div>
    </>
  );
}
