import CampaignIcon from '@mui/icons-material/Campaign';
import ArticleIcon from '@mui/icons-material/Article';
import DescriptionIcon from '@mui/icons-material/Description';
import FolderCopyIcon from '@mui/icons-material/FolderCopy';
import GroupIcon from '@mui/icons-material/Group';
import MailIcon from '@mui/icons-material/Mail';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import SettingsIcon from '@mui/icons-material/Settings';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface Tile {
  title: string;
  description: string;
  path: string;
  icon: ReactElement;
}

const tiles: readonly Tile[] = [
  { title: 'Media Library', description: 'Galleries and photos', path: '/admin/media', icon: <PhotoLibraryIcon /> },
  { title: 'Messages', description: 'Notes sent from the contact form', path: '/admin/messages', icon: <MailIcon /> },
  { title: 'Enquiries', description: 'Admission enquiries and follow-ups', path: '/admin/enquiries', icon: <HowToRegIcon /> },
  { title: 'News & Events', description: 'Announcements and the school calendar', path: '/admin/news', icon: <NewspaperIcon /> },
  { title: 'Documents', description: 'Circulars, fee lists, forms and certificates', path: '/admin/documents', icon: <FolderCopyIcon /> },
  { title: 'Admission Form', description: 'Link to the online application', path: '/admin/admission-form', icon: <DescriptionIcon /> },
  { title: 'Page Texts', description: 'Words and pictures of the main pages', path: '/admin/pages', icon: <ArticleIcon /> },
  { title: 'Notices', description: 'A banner on every page: closures and urgent news', path: '/admin/notices', icon: <CampaignIcon /> },
  { title: 'Settings', description: 'Phones, address, hours, principal and more', path: '/admin/settings', icon: <SettingsIcon /> },
];

/** Only a superadmin may open /admin/staff (the server refuses anyone else). */
const staffTile: Tile = { title: 'Staff', description: 'Who can sign in, and with which role', path: '/admin/staff', icon: <GroupIcon /> };

export function DashboardTiles({ role }: { role?: string }) {
  const shown = role === 'superadmin' ? [...tiles, staffTile] : tiles;
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {shown.map(({ title, description, path, icon }) => (
        <Grid key={path} size={{ xs: 12, sm: 6, md: 3 }} component="li">
          <Card elevation={0} sx={{ height: '100%', border: 1, borderColor: 'divider' }}>
            <CardActionArea component={RouterLink} to={path} sx={{ height: '100%' }}>
              <CardContent sx={{ p: 3 }}>
                <Box
                  aria-hidden
                  sx={{
                    width: 48,
                    height: 48,
                    borderRadius: 3,
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'secondary.light',
                    color: 'primary.main',
                    mb: 2,
                  }}
                >
                  {icon}
                </Box>
                <Typography component="h2" variant="h3" sx={{ fontSize: '1.2rem', mb: 0.5 }}>
                  {title}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {description}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
