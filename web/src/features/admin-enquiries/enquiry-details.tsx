import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { EnquiryView } from '@school/shared/enquiry-schemas';
import type { ReactNode } from 'react';
import { consentLine, formatDay, formatReceived, languageName, readablePhone } from './enquiry-words';

/** What the class sought is against the age cut-offs; null when the child is of an age for it. */
function eligibilityText({ classSought, eligibleClass }: EnquiryView): string | null {
  if (eligibleClass === classSought) return null;
  if (eligibleClass === null) return `By the date of birth, the child is of an age for none of the classes (class sought: ${classSought}).`;
  return `By the date of birth, the child is of an age for ${eligibleClass}, not ${classSought}.`;
}

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

/** The enquiry as the parent sent it: who, how to reach them, the child, the class, and what they agreed to. */
export function EnquiryDetails({ enquiry }: { enquiry: EnquiryView }) {
  const eligibility = eligibilityText(enquiry);
  return (
    <Box component="section" aria-label="Details">
      {eligibility && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {eligibility}
        </Alert>
      )}
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(9rem, auto) 1fr' },
          columnGap: 2,
          rowGap: { xs: 0.25, sm: 1 },
          m: 0,
        }}
      >
        <Item term="Parent">{enquiry.parentName}</Item>
        <Item term="Mobile">
          <Link href={`tel:${enquiry.phone}`}>{readablePhone(enquiry.phone)}</Link>
        </Item>
        <Item term="E-mail">
          <Link href={`mailto:${enquiry.email}`}>{enquiry.email}</Link>
        </Item>
        <Item term="Child">{enquiry.childName}</Item>
        <Item term="Date of birth">{formatDay(enquiry.dateOfBirth)}</Item>
        <Item term="Class sought">
          {enquiry.classSought}, {enquiry.academicYear}
        </Item>
        <Item term="Eligible class">
          <Box component="span" sx={eligibility ? { fontWeight: 800 } : undefined}>
            {enquiry.eligibleClass ?? 'None by the cut-offs'}
            {eligibility && ' (not the class sought)'}
          </Box>
        </Item>
        <Item term="Current school">{enquiry.currentSchool || 'Not given'}</Item>
        <Item term="Preferred visit">{enquiry.visitDate ? formatDay(enquiry.visitDate) : 'Not given'}</Item>
        <Item term="Language">{languageName(enquiry.locale)}</Item>
        <Item term="Received">{formatReceived(enquiry.createdAt)}</Item>
      </Box>
      {enquiry.message && (
        <Typography
          component="blockquote"
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', borderLeft: 4, borderColor: 'divider', pl: 2, mx: 0, my: 2 }}
        >
          {enquiry.message}
        </Typography>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
        {consentLine(enquiry)}
      </Typography>
    </Box>
  );
}
