import type { AdmissionsTexts } from '@school/shared/page-text-schemas';
import type { TextLangs } from '@school/shared/page-text-translations';
import { useT } from '../../lib/i18n/i18n';
import { RichText, useFill } from '../../lib/page-texts';
import { useSchoolTexts } from '../../lib/school-texts';
import { telHref, useSchool } from '../../lib/school-settings';
import { LinkButton } from '../../lib/ui/button';
import { Icon } from '../../lib/ui/icon';
import checkCircle from '../../lib/ui/icons/check-circle';
import phone from '../../lib/ui/icons/phone';
import taskAlt from '../../lib/ui/icons/task-alt';
import ui from '../../lib/ui/ui.module.css';
import styles from './admission-panels.module.css';
import { ApplyButton } from './apply-button';

/** What each panel is given: the page's texts, and which of them show in English on a Punjabi or Hindi page. */
interface PanelProps {
  texts: AdmissionsTexts;
  langs?: TextLangs<AdmissionsTexts> | undefined;
}

export function ProcessPanel({ texts, langs }: PanelProps) {
  const fill = useFill();
  return (
    <>
      <h2 className={`${ui.h2} ${styles.title}`} lang={langs?.process.title}>
        {fill.text(texts.process.title)}
      </h2>
      <ol className={`${ui.plainList} ${styles.list}`}>
        {texts.process.steps.map((step, index) => (
          <li key={index} className={styles.step}>
            <div aria-hidden className={`${ui.roundBadge} ${styles.number}`}>
              {index + 1}
            </div>
            <div>
              <h3 className={`${ui.h3} ${styles.stepTitle}`} lang={langs?.process.steps[index]?.title}>
                {fill.text(step.title)}
              </h3>
              <p className={ui.muted} lang={langs?.process.steps[index]?.text}>
                {fill.text(step.text)}
              </p>
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
  langs,
  icon,
  iconClass,
  className,
}: {
  items: readonly string[];
  langs?: readonly ('en' | undefined)[] | undefined;
  icon: string;
  iconClass?: string;
  className?: string;
}) {
  return (
    <ul className={[ui.plainList, styles.list, className].filter(Boolean).join(' ')}>
      {items.map((item, index) => (
        <li key={index} className={styles.item}>
          <Icon path={icon} className={[styles.icon, iconClass].filter(Boolean).join(' ')} />
          <p className={styles.text} lang={langs?.[index]}>
            {item}
          </p>
        </li>
      ))}
    </ul>
  );
}

export function RequirementsPanel({ texts, langs }: PanelProps) {
  const fill = useFill();
  return (
    <>
      <h2 className={`${ui.h2} ${styles.title}`} lang={langs?.requirements.title}>
        {fill.text(texts.requirements.title)}
      </h2>
      <MarkedList
        items={texts.requirements.items.map(fill.text)}
        langs={langs?.requirements.items}
        icon={checkCircle}
        iconClass={styles.check}
      />
    </>
  );
}

/** Under the process and the requirements: the enquiry form (issue 38), a parent's first step before applying. */
export function EnquireLink() {
  const t = useT();
  return (
    <div className={styles.enquire}>
      <p>{t('Questions before you apply? Tell us about your child: we will say which class fits their age and arrange a visit.')}</p>
      <LinkButton to="/admissions/enquire" variant="outlined">
        {t('Make an Enquiry')}
      </LinkButton>
    </div>
  );
}

// Stands for the phone link inside the translated sentence, which is split around it.
const PHONE_MARK = '\u2063phone\u2063';

export function ApplyPanel({ texts, langs }: PanelProps) {
  const t = useT();
  const { admissionsPhone } = useSchool();
  // Inside a sentence in the page's language: staff's translation where there is one.
  const admissionsHours = useSchoolTexts()('admissionsHours').text;
  const fill = useFill();
  const { apply } = texts;
  const [beforePhone, afterPhone] = t('Questions? Call the admissions office on {phone} ({hours}).', {
    phone: PHONE_MARK,
    hours: admissionsHours,
  }).split(PHONE_MARK);
  return (
    <>
      <h2 className={`${ui.h2} ${styles.applyTitle}`} lang={langs?.apply.title}>
        {fill.text(apply.title)}
      </h2>
      <p className={`${ui.muted} ${styles.intro}`} lang={langs?.apply.intro}>
        {fill.text(apply.intro)}
      </p>
      <MarkedList
        items={apply.items.map(fill.text)}
        langs={langs?.apply.items}
        icon={taskAlt}
        iconClass={styles.task}
        className={styles.actions}
      />
      {apply.feesNote.trim() !== '' && (
        <RichText html={apply.feesNote} className={`${ui.muted} ${styles.fees}`} lang={langs?.apply.feesNote} />
      )}
      <div className={styles.buttons}>
        <ApplyButton />
        <LinkButton to="/admissions/enquire" variant="outlined" size="large">
          {t('Make an Enquiry')}
        </LinkButton>
      </div>
      <p className={`${ui.muted} ${styles.call}`}>
        <Icon path={phone} size={20} />
        {beforePhone}
        <a href={telHref(admissionsPhone)} className={styles.link}>
          {admissionsPhone}
        </a>
        {afterPhone}
      </p>
    </>
  );
}
