import MapIcon from '@mui/icons-material/Map';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { schoolInfo } from '../../app/school-info';

const { latitude, longitude, zoomDelta } = schoolInfo.map;
const bbox = [longitude - zoomDelta, latitude - zoomDelta / 2, longitude + zoomDelta, latitude + zoomDelta / 2].join(',');
/** OpenStreetMap's embed: no API key, no advertising cookies; allowed by the CSP's frame-src. */
export const MAP_EMBED_URL = `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${latitude},${longitude}`;
const MAP_LINK_URL = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;

/**
 * The embedded map. loading="lazy" fetches it only when scrolled near, so phones that never scroll
 * down pay nothing. Offline or blocked, the frame stays an empty panel: the address and the link
 * below it still say where we are.
 */
export function SchoolMap() {
  const title = `Map showing ${schoolInfo.name}, ${schoolInfo.address.full}`;
  return (
    <Box component="section" aria-labelledby="map-heading" sx={{ mt: { xs: 5, md: 7 } }}>
      <Typography
        variant="h2"
        id="map-heading"
        sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' }, mb: 2, display: 'flex', alignItems: 'center', gap: 1 }}
      >
        <MapIcon aria-hidden sx={{ color: 'primary.main' }} />
        Find Us
      </Typography>
      <Box
        sx={{ borderRadius: 5, overflow: 'hidden', border: 1, borderColor: 'divider', bgcolor: '#f3e6da', height: { xs: 300, md: 420 } }}
      >
        <Box
          component="iframe"
          title={title}
          src={MAP_EMBED_URL}
          loading="lazy"
          referrerPolicy="no-referrer"
          sx={{ border: 0, width: '100%', height: '100%', display: 'block' }}
        />
      </Box>
      <Typography sx={{ mt: 1.5 }}>
        <Link href={MAP_LINK_URL} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          Open a larger map (opens in a new tab)
          <OpenInNewIcon fontSize="small" aria-hidden />
        </Link>
      </Typography>
    </Box>
  );
}
