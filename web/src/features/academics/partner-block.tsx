import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { schoolInfo } from '../../app/school-info';
import partnerLogo from '../../assets/partner-logo.svg';

/** The digital curriculum partner (spec: shown on the curriculum tab, with a logo). */
export function PartnerBlock() {
  const { name, description } = schoolInfo.curriculumPartner;
  return (
    <Paper
      component="section"
      aria-labelledby="partner-heading"
      elevation={0}
      sx={{
        mt: 4,
        p: { xs: 3, sm: 4 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 5,
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 3,
        alignItems: { sm: 'center' },
      }}
    >
      <Box
        component="img"
        src={partnerLogo}
        alt={`${name} logo`}
        width={240}
        height={72}
        loading="lazy"
        sx={{ maxWidth: '100%', height: 'auto', flexShrink: 0 }}
      />
      <Box>
        <Typography variant="overline" component="p" sx={{ color: 'primary.main', fontWeight: 700 }}>
          Our digital curriculum partner
        </Typography>
        <Typography variant="h3" id="partner-heading" sx={{ fontSize: '1.3rem', mb: 1 }}>
          {name}
        </Typography>
        <Typography sx={{ color: 'text.secondary', lineHeight: 1.7 }}>{description}</Typography>
      </Box>
    </Paper>
  );
}
