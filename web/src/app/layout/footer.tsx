import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PhoneIcon from '@mui/icons-material/Phone';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { quickLinks } from '../nav-tree';
import { schoolInfo } from '../school-info';
import { SMOOTH_SCROLL_STATE } from './scroll-to-top';

const footerLinkSx = { color: 'inherit', textUnderlineOffset: 3 };

const headingSx = { color: 'secondary.main', fontWeight: 700, mb: 1.5, fontSize: '1.05rem' };

export function Footer() {
  const year = new Date().getFullYear();

  return (
    <Box component="footer" sx={{ bgcolor: '#3a1f17', color: '#f3e6da', mt: 'auto', pt: 6, pb: 3, '--focus-ring': '#f6b840' }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Typography component="h2" sx={{ ...headingSx, fontSize: '1.25rem' }}>
              {schoolInfo.name}
            </Typography>
            <Typography sx={{ maxWidth: 380, lineHeight: 1.7 }}>
              A day-boarding convent school in {schoolInfo.address.locality}, caring for curious young minds since {schoolInfo.foundedYear}.
            </Typography>
          </Grid>

          <Grid size={{ xs: 12, sm: 6, md: 3 }} component="nav" aria-labelledby="footer-quick-links">
            <Typography component="h2" id="footer-quick-links" sx={headingSx}>
              Quick Links
            </Typography>
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.75 }}>
              {quickLinks.map((link) => (
                <li key={link.path}>
                  {/* Route state asks ScrollToTop for a smooth scroll (see scroll-to-top.tsx). */}
                  <Link component={RouterLink} to={link.path} state={SMOOTH_SCROLL_STATE} sx={footerLinkSx}>
                    {link.name}
                  </Link>
                </li>
              ))}
            </Box>
          </Grid>

          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Typography component="h2" sx={headingSx}>
              Contact Us
            </Typography>
            <Box component="address" sx={{ fontStyle: 'normal', display: 'grid', gap: 1.25 }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <PhoneIcon fontSize="small" aria-hidden />
                <Link href={`tel:${schoolInfo.phone.tel}`} sx={footerLinkSx}>
                  {schoolInfo.phone.display}
                </Link>
              </Box>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <LocationOnIcon fontSize="small" aria-hidden />
                <span>{schoolInfo.address.full}</span>
              </Box>
            </Box>
            <Box sx={{ display: 'flex', gap: 1, mt: 2, ml: -1 }}>
              <IconButton
                component="a"
                href={schoolInfo.social.facebook}
                target="_blank"
                rel="noopener noreferrer"
                aria-label="Facebook (opens in a new tab)"
                sx={{ color: 'inherit' }}
              >
                <FacebookIcon />
              </IconButton>
              <IconButton
                component="a"
                href={schoolInfo.social.instagram}
                target="_blank"
                rel="noopener noreferrer"
                aria-label="Instagram (opens in a new tab)"
                sx={{ color: 'inherit' }}
              >
                <InstagramIcon />
              </IconButton>
            </Box>
          </Grid>
        </Grid>

        <Box
          sx={{
            borderTop: '1px solid rgba(243, 230, 218, 0.25)',
            mt: 5,
            pt: 3,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            justifyContent: 'space-between',
          }}
        >
          <Typography variant="body2">
            © {year} {schoolInfo.name}. All rights reserved.
          </Typography>
          <Link component={RouterLink} to="/admin/login" variant="body2" sx={footerLinkSx}>
            Admin Portal
          </Link>
        </Box>
      </Container>
    </Box>
  );
}
