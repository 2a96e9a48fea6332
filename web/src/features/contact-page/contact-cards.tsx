import AccessTimeIcon from '@mui/icons-material/AccessTime';
import BusinessIcon from '@mui/icons-material/Business';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PhoneIcon from '@mui/icons-material/Phone';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactElement, ReactNode } from 'react';
import { schoolInfo } from '../../app/school-info';

function Line({ icon, children }: { icon: ReactElement; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
      <Box aria-hidden sx={{ color: 'primary.main', display: 'flex', mt: 0.25 }}>
        {icon}
      </Box>
      <Box>{children}</Box>
    </Box>
  );
}

function InfoCard({ title, icon, children }: { title: string; icon: ReactElement; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title} elevation={0} sx={{ border: 1, borderColor: 'divider', height: '100%' }}>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
          <Box
            aria-hidden
            sx={{
              width: 48,
              height: 48,
              borderRadius: 3,
              bgcolor: '#fde7c2',
              color: 'primary.main',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            {icon}
          </Box>
          <Typography variant="h2" sx={{ fontSize: '1.35rem' }}>
            {title}
          </Typography>
        </Box>
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
          {children}
        </Box>
      </CardContent>
    </Card>
  );
}

/** The two info cards of the contact page; stacked beside the form, side by side without it. */
export function ContactCards({ stackOnDesktop }: { stackOnDesktop: boolean }) {
  const { phone, admissionsPhone, address, hours } = schoolInfo;
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: stackOnDesktop ? '1fr' : '1fr 1fr' } }}>
      <InfoCard title="School Office" icon={<BusinessIcon />}>
        <Line icon={<PhoneIcon fontSize="small" />}>
          <Link href={`tel:${phone.tel}`}>{phone.display}</Link>
        </Line>
        <Line icon={<LocationOnIcon fontSize="small" />}>
          <Box component="address" sx={{ fontStyle: 'normal' }}>
            {schoolInfo.name}
            <br />
            {address.street}
            <br />
            {address.full}
          </Box>
        </Line>
        <Line icon={<AccessTimeIcon fontSize="small" />}>{hours.office}</Line>
      </InfoCard>
      <InfoCard title="Admissions" icon={<HowToRegIcon />}>
        <Line icon={<PhoneIcon fontSize="small" />}>
          <Link href={`tel:${admissionsPhone.tel}`}>{admissionsPhone.display}</Link>
        </Line>
        <Line icon={<AccessTimeIcon fontSize="small" />}>{hours.admissions}</Line>
      </InfoCard>
    </Box>
  );
}
