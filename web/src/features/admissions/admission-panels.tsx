import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PhoneIcon from '@mui/icons-material/Phone';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { schoolInfo } from '../../app/school-info';
import { applyActions, processSteps, requirements } from './admissions-content';
import { ApplyButton } from './apply-button';

const listSx = { m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2 };

export function ProcessPanel() {
  return (
    <>
      <Typography variant="h2" sx={{ mb: 3 }}>
        Admission Process
      </Typography>
      <Box component="ol" sx={listSx}>
        {processSteps.map((step, index) => (
          <Box component="li" key={step.title} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
            <Box
              aria-hidden
              sx={{
                flexShrink: 0,
                width: 40,
                height: 40,
                borderRadius: '50%',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 800,
              }}
            >
              {index + 1}
            </Box>
            <Box>
              <Typography variant="h3" sx={{ fontSize: '1.15rem', mb: 0.5 }}>
                {step.title}
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>{step.text}</Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </>
  );
}

export function RequirementsPanel() {
  return (
    <>
      <Typography variant="h2" sx={{ mb: 3 }}>
        Admission Requirements
      </Typography>
      <Box component="ul" sx={listSx}>
        {requirements.map((item) => (
          <Box component="li" key={item} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            <CheckCircleIcon sx={{ color: 'success.main', mt: 0.25 }} />
            <Typography sx={{ fontSize: '1.05rem' }}>{item}</Typography>
          </Box>
        ))}
      </Box>
    </>
  );
}

export function ApplyPanel() {
  const { admissionsPhone, hours } = schoolInfo;
  return (
    <>
      <Typography variant="h2" sx={{ mb: 1.5 }}>
        Apply Now
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>Ready to join our family? Here is what to do:</Typography>
      <Box component="ul" sx={{ ...listSx, gap: 1.5, mb: 4 }}>
        {applyActions.map((item) => (
          <Box component="li" key={item} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            <TaskAltIcon sx={{ color: 'primary.main', mt: 0.25 }} />
            <Typography sx={{ fontSize: '1.05rem' }}>{item}</Typography>
          </Box>
        ))}
      </Box>
      <ApplyButton />
      <Typography sx={{ mt: 3, color: 'text.secondary', display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <PhoneIcon fontSize="small" aria-hidden />
        Questions? Call the admissions office on <Link href={`tel:${admissionsPhone.tel}`}>{admissionsPhone.display}</Link> (
        {hours.admissions}).
      </Typography>
    </>
  );
}
