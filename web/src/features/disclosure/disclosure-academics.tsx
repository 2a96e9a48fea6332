import type { DisclosureResult, DisclosureTexts } from '@school/shared/disclosure-schemas';
import type { TextLangs } from '@school/shared/page-text-translations';
import { useT } from '../../lib/i18n/i18n';
import { LocalLink as Link } from '../../lib/i18n/links';
import { Facts, GivenLink, NotYet, Section, Table } from './disclosure-parts';
import styles from './disclosure-page.module.css';

// Section C: the fee structure (its own page), the academic calendar (a document staff chose), the
// School Management Committee and the PTA, and the last three years' Class X and XII results.

type Langs = TextLangs<DisclosureTexts> | undefined;

/** The rows of the three newest years, newest first, Class X before XII. */
export function lastThreeYears(results: readonly DisclosureResult[]): DisclosureResult[] {
  const years = [...new Set(results.map((row) => row.year))].sort().reverse().slice(0, 3);
  return results.filter((row) => years.includes(row.year)).sort((a, b) => b.year.localeCompare(a.year) || a.exam.length - b.exam.length);
}

/** Passed over registered, in per cent to one decimal ("96.4"); '' when none registered. */
export function passPercentage({ registeredCount, passedCount }: Pick<DisclosureResult, 'registeredCount' | 'passedCount'>): string {
  const registered = Number(registeredCount);
  return registered > 0 ? ((Number(passedCount) * 100) / registered).toFixed(1) : '';
}

export function AcademicsSection({ texts, langs }: { texts: DisclosureTexts; langs: Langs }) {
  const t = useT();
  return (
    <Section id="disclosure-c" title={t('C. Results and academics')}>
      <Facts
        facts={[
          {
            label: t('Fee structure of the school'),
            value: (
              <Link to="/admissions/fees" className={styles.link}>
                {t('See the fee structure')}
              </Link>
            ),
          },
          { label: t('Annual academic calendar'), value: <GivenLink to={texts.calendarLink}>{t('See the academic calendar')}</GivenLink> },
        ]}
      />
      <Members id="disclosure-smc" caption={t('School Management Committee')} members={texts.smc} langs={langs?.smc} />
      <Members id="disclosure-pta" caption={t('Parent Teacher Association')} members={texts.pta} langs={langs?.pta} />
      <Results results={texts.results} langs={langs} />
    </Section>
  );
}

interface MembersProps {
  id: string;
  caption: string;
  members: DisclosureTexts['smc'];
  langs: TextLangs<DisclosureTexts['smc']> | undefined;
}

function Members({ id, caption, members, langs }: MembersProps) {
  const t = useT();
  if (members.length === 0) return <Missing title={caption} />;
  return (
    <Table id={id} caption={caption} head={[t('Name'), t('Role')]}>
      {members.map((member, index) => (
        <tr key={`${index}-${member.name}`}>
          <td lang={langs?.[index]?.name}>{member.name}</td>
          <td lang={langs?.[index]?.role}>{member.role}</td>
        </tr>
      ))}
    </Table>
  );
}

function Results({ results, langs }: { results: DisclosureTexts['results']; langs: Langs }) {
  const t = useT();
  const caption = t('Board examination results, last three years');
  if (results.length === 0) return <Missing title={caption} />;
  const head = [t('Class'), t('Year'), t('Registered'), t('Passed'), t('Pass percentage'), t('Remarks')];
  return (
    <Table id="disclosure-results" caption={caption} head={head}>
      {lastThreeYears(results).map((row, index) => {
        const percent = passPercentage(row);
        return (
          <tr key={`${index}-${row.year}-${row.exam}`}>
            <th scope="row">{t('Class {exam}', { exam: row.exam })}</th>
            <td>{row.year}</td>
            <td className={styles.number}>{row.registeredCount}</td>
            <td className={styles.number}>{row.passedCount}</td>
            <td className={styles.number}>{percent === '' ? '' : `${percent}%`}</td>
            <td lang={langs?.results[results.indexOf(row)]?.remarks}>{row.remarks}</td>
          </tr>
        );
      })}
    </Table>
  );
}

/** A list staff have not filled yet: its name, and that it is not yet published. */
function Missing({ title }: { title: string }) {
  return (
    <div className={styles.missingBlock}>
      <h3 className={styles.subheading}>{title}</h3>
      <p>
        <NotYet />
      </p>
    </div>
  );
}
