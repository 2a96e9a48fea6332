import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DISCLOSURE_ITEM_NAMES, DISCLOSURE_ITEMS } from '@school/shared/disclosure-items';
import type { DisclosureTexts } from '@school/shared/disclosure-schemas';
import { schoolDay } from '@school/shared/school-time';
import { useCallback, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LoadErrorAlert, LoadingSpinner } from '../../lib/admin/load-states';
import { longDay } from '../../lib/admin/school-day';
import { useLoad } from '../../lib/admin/use-load';
import { fetchChecklistSources } from './disclosure-api';
import { disclosureChecklist, RESULT_YEARS, type Checklist, type Lapsing } from './disclosure-checklist';

const LOAD_FAILED = 'The settings and documents could not be loaded for the checklist. Please try again.';

/** "the Fire safety certificate expires in 20 days", "… expired on 31 March 2026". */
function lapsingText({ item, validUntil, days }: Lapsing): string {
  const name = DISCLOSURE_ITEM_NAMES[item];
  if (days < 0) return `${name} expired on ${longDay(validUntil)}`;
  if (days === 0) return `${name} expires today`;
  return `${name} expires in ${days} ${days === 1 ? 'day' : 'days'}`;
}

export const summaryText = (list: Checklist): string =>
  [`${list.published} of ${DISCLOSURE_ITEMS.length} documents published`, ...list.lapsing.map(lapsingText)].join('; ') + '.';

function Row({ ok = false, children }: { ok?: boolean; children: ReactNode }) {
  return (
    <ListItem disableGutters sx={{ alignItems: 'flex-start' }}>
      <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>
        {ok ? <CheckCircleIcon color="success" aria-hidden /> : <WarningAmberIcon color="warning" aria-hidden />}
      </ListItemIcon>
      <ListItemText primary={children} />
    </ListItem>
  );
}

const to = (path: string, text: string) => (
  <Link component={RouterLink} to={path}>
    {text}
  </Link>
);

/**
 * What the Mandatory Public Disclosure still lacks, above its editor: the documents (missing or
 * lapsing), the settings section A shows, the blank fields of each section and the years of results.
 * `texts`: what staff are editing now (the draft, else the published texts); null until loaded.
 */
export function ChecklistPanel({ texts }: { texts: DisclosureTexts | null }) {
  const load = useCallback((signal: AbortSignal) => fetchChecklistSources(signal), []);
  const sources = useLoad(load, { errorText: LOAD_FAILED, ownText: true, logText: 'Loading the disclosure checklist failed' });
  const [today] = useState(() => schoolDay(Date.now()));
  let body: ReactNode;
  if (sources.error) body = <LoadErrorAlert message={sources.error} onRetry={() => void sources.reload()} />;
  else if (!sources.data || !texts) body = <LoadingSpinner label="Loading the checklist" space={{ py: 3 }} />;
  else body = <ChecklistRows list={disclosureChecklist(texts, sources.data.school, sources.data.documents, today)} />;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="disclosure-checklist" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography id="disclosure-checklist" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        What the page still lacks
      </Typography>
      {body}
    </Paper>
  );
}

function ChecklistRows({ list }: { list: Checklist }) {
  const complete =
    list.missing.length + list.lapsing.length + list.settingsBlanks.length + list.sections.length === 0 && list.resultYears >= RESULT_YEARS;
  return (
    <>
      <Typography sx={{ fontWeight: 600 }}>{summaryText(list)}</Typography>
      <List dense aria-label="Checklist">
        {complete && <Row ok>Everything CBSE asks for is filled in and published.</Row>}
        {list.missing.length > 0 && (
          <Row>
            Documents not yet published: {list.missing.map((item) => DISCLOSURE_ITEM_NAMES[item]).join('; ')}.{' '}
            {to('/admin/documents', 'Upload them in Documents')} and choose their item.
          </Row>
        )}
        {list.settingsBlanks.length > 0 && (
          <Row>
            Blank in the settings: {list.settingsBlanks.join(', ')}. {to('/admin/settings', 'Fill them in Settings')}.
          </Row>
        )}
        {list.sections.map(({ section, fields }) => (
          <Row key={section}>
            Section {section}, blank: {fields.join(', ')}.
          </Row>
        ))}
        {list.resultYears < RESULT_YEARS && (
          <Row>
            Results of {list.resultYears} of the last {RESULT_YEARS} years entered: CBSE asks for the Class X and XII results of the last
            three years.
          </Row>
        )}
      </List>
    </>
  );
}
