import { schoolInfo } from '../../lib/school-info';
import { Icon } from '../../lib/ui/icon';
import map from '../../lib/ui/icons/map';
import openInNew from '../../lib/ui/icons/open-in-new';
import styles from './school-map.module.css';

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
    <section aria-labelledby="map-heading" className={styles.section}>
      <h2 id="map-heading" className={styles.heading}>
        <Icon path={map} className={styles.headingIcon} />
        Find Us
      </h2>
      <div className={styles.frame}>
        <iframe title={title} src={MAP_EMBED_URL} loading="lazy" referrerPolicy="no-referrer" className={styles.map} />
      </div>
      <p className={styles.more}>
        <a href={MAP_LINK_URL} target="_blank" rel="noopener noreferrer" className={styles.link}>
          Open a larger map (opens in a new tab)
          <Icon path={openInNew} size={20} />
        </a>
      </p>
    </section>
  );
}
