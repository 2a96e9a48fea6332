import type { DisclosureTexts } from '@school/shared/disclosure-schemas';
import type { TextLangs } from '@school/shared/page-text-translations';
import { addressLine, useSchool } from '../../lib/school-settings';
import { telHref } from '../../lib/school-settings';
import { useT } from '../../lib/i18n/i18n';
import { Facts, GivenLink, NotYet, Section, Table } from './disclosure-parts';
import styles from './disclosure-page.module.css';

// Sections A, D and E: the school's facts from the settings (A), and what staff typed about the
// teachers (D) and the campus (E). Names and numbers are the same in every language.

/** The board's name as the settings hold it: the three boards by their own names. */
const BOARD_NAMES = { CBSE: 'CBSE', CISCE: 'CISCE', PSEB: 'PSEB', other: 'Another board' } as const;

export function GeneralSection({ email }: { email: string }) {
  const t = useT();
  const school = useSchool();
  const { address, principal, board } = school;
  return (
    <Section id="disclosure-a" title={t('A. General information')}>
      <Facts
        facts={[
          { label: t('Name of the school'), value: school.name },
          { label: t('Board'), value: t(BOARD_NAMES[board.name]) },
          { label: t('Affiliation number'), value: board.affiliationNumber },
          { label: t('School code'), value: board.schoolCode },
          { label: t('Complete address with PIN code'), value: [address.street, addressLine(address)].filter(Boolean).join(', ') },
          { label: t('Name of the principal'), value: principal.name },
          { label: t("Principal's qualification"), value: principal.qualification },
          {
            label: t('E-mail'),
            value: email && (
              <a href={`mailto:${email}`} className={styles.link}>
                {email}
              </a>
            ),
          },
          {
            label: t('Phone'),
            value: school.officePhone && (
              <a href={telHref(school.officePhone)} className={styles.link}>
                {school.officePhone}
              </a>
            ),
          },
        ]}
      />
    </Section>
  );
}

export function StaffSection({
  staff,
  langs,
}: {
  staff: DisclosureTexts['staff'];
  langs: TextLangs<DisclosureTexts['staff']> | undefined;
}) {
  const t = useT();
  const school = useSchool();
  const { name, qualification } = school.principal;
  return (
    <Section id="disclosure-d" title={t('D. Staff (teaching)')}>
      <Facts
        facts={[
          { label: t('Principal'), value: [name, qualification].filter(Boolean).join(', ') },
          { label: t('Post Graduate Teachers (PGT)'), value: staff.pgtCount },
          { label: t('Trained Graduate Teachers (TGT)'), value: staff.tgtCount },
          { label: t('Primary Teachers (PRT)'), value: staff.prtCount },
          { label: t('Teacher-section ratio'), value: staff.sectionRatio, lang: langs?.sectionRatio },
          { label: t('Details of the special educator'), value: staff.specialEducator, lang: langs?.specialEducator },
          { label: t('Details of the counsellor and wellness teacher'), value: staff.counsellor, lang: langs?.counsellor },
        ]}
      />
    </Section>
  );
}

type Infrastructure = DisclosureTexts['infrastructure'];

export function InfrastructureSection({ place, langs }: { place: Infrastructure; langs: TextLangs<Infrastructure> | undefined }) {
  const t = useT();
  return (
    <Section id="disclosure-e" title={t('E. School infrastructure')}>
      <Facts
        facts={[
          { label: t('Total campus area of the school'), value: place.campusArea, lang: langs?.campusArea },
          { label: t('Number of classrooms'), value: place.classroomCount },
          { label: t('Size of the classrooms'), value: place.classroomSize, lang: langs?.classroomSize },
          { label: t('Internet facility'), value: place.internet, lang: langs?.internet },
          { label: t("Number of girls' toilets"), value: place.girlsToiletCount },
          { label: t("Number of boys' toilets"), value: place.boysToiletCount },
          {
            label: t("Video of the school's inspection"),
            value: place.videoLink && <GivenLink to={place.videoLink}>{t('Watch the inspection video')}</GivenLink>,
          },
        ]}
      />
      {place.labs.length === 0 ? (
        <div className={styles.missingBlock}>
          <h3 className={styles.subheading}>{t('Laboratories, computer labs included')}</h3>
          <p>
            <NotYet />
          </p>
        </div>
      ) : (
        <Table id="disclosure-labs" caption={t('Laboratories, computer labs included')} head={[t('Laboratory'), t('Size')]}>
          {place.labs.map((lab, index) => (
            <tr key={`${index}-${lab.name}`}>
              <td lang={langs?.labs[index]?.name}>{lab.name}</td>
              <td lang={langs?.labs[index]?.size}>{lab.size === '' ? <NotYet /> : lab.size}</td>
            </tr>
          ))}
        </Table>
      )}
    </Section>
  );
}
