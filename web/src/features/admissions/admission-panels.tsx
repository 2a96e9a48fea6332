import { telHref, useSchool } from '../../lib/school-settings';
import { Icon } from '../../lib/ui/icon';
import checkCircle from '../../lib/ui/icons/check-circle';
import phone from '../../lib/ui/icons/phone';
import taskAlt from '../../lib/ui/icons/task-alt';
import ui from '../../lib/ui/ui.module.css';
import styles from './admission-panels.module.css';
import { applyActions, processSteps, requirements } from './admissions-content';
import { ApplyButton } from './apply-button';

export function ProcessPanel() {
  return (
    <>
      <h2 className={`${ui.h2} ${styles.title}`}>Admission Process</h2>
      <ol className={`${ui.plainList} ${styles.list}`}>
        {processSteps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <div aria-hidden className={`${ui.roundBadge} ${styles.number}`}>
              {index + 1}
            </div>
            <div>
              <h3 className={`${ui.h3} ${styles.stepTitle}`}>{step.title}</h3>
              <p className={ui.muted}>{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}

/** A list whose items each start with the same coloured icon. */
function MarkedList({
  items,
  icon,
  iconClass,
  className,
}: {
  items: readonly string[];
  icon: string;
  iconClass?: string;
  className?: string;
}) {
  return (
    <ul className={[ui.plainList, styles.list, className].filter(Boolean).join(' ')}>
      {items.map((item) => (
        <li key={item} className={styles.item}>
          <Icon path={icon} className={[styles.icon, iconClass].filter(Boolean).join(' ')} />
          <p className={styles.text}>{item}</p>
        </li>
      ))}
    </ul>
  );
}

export function RequirementsPanel() {
  return (
    <>
      <h2 className={`${ui.h2} ${styles.title}`}>Admission Requirements</h2>
      <MarkedList items={requirements} icon={checkCircle} iconClass={styles.check} />
    </>
  );
}

export function ApplyPanel() {
  const { admissionsPhone, admissionsHours } = useSchool();
  return (
    <>
      <h2 className={`${ui.h2} ${styles.applyTitle}`}>Apply Now</h2>
      <p className={`${ui.muted} ${styles.intro}`}>Ready to join our family? Here is what to do:</p>
      <MarkedList items={applyActions} icon={taskAlt} iconClass={styles.task} className={styles.actions} />
      <ApplyButton />
      <p className={`${ui.muted} ${styles.call}`}>
        <Icon path={phone} size={20} />
        Questions? Call the admissions office on{' '}
        <a href={telHref(admissionsPhone)} className={styles.link}>
          {admissionsPhone}
        </a>{' '}
        ({admissionsHours}).
      </p>
    </>
  );
}
