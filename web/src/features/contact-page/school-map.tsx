import { useT } from '../../lib/i18n/i18n';
import { addressLine, useSchool, type SchoolSettings } from '../../lib/school-settings';
import { Icon } from '../../lib/ui/icon';
import map from '../../lib/ui/icons/map';
import openInNew from '../../lib/ui/icons/open-in-new';
import styles from './school-map.module.css';

// How much of the town the map shows around the school, in degrees of longitude (half as much of latitude).
const ZOOM_DELTA = 0.012;

/** OpenStreetMap's embed (no API key, no advertising cookies; allowed by the CSP's frame-src) and its full map. */
export function mapUrls({ latitude, longitude }: SchoolSettings['map']): { embed: string; link: string } {
  const bbox = [longitude - ZOOM_DELTA, latitude - ZOOM_DELTA / 2, longitude + ZOOM_DELTA, latitude + ZOOM_DELTA / 2].join(',');
  return {
    embed: `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${latitude},${longitude}`,
    link: `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`,
  };
}

/**
 * The embedded map. loading="lazy" fetches it only when scrolled near, so phones that never scroll
 * down pay nothing. Offline or blocked, the frame stays an empty panel: the address and the link
 * below it still say where we are.
 */
export function SchoolMap() {
  const school = useSchool();
  const t = useT();
  const title = t('Map showing {school}, {address}', { school: school.name, address: addressLine(school.address) });
  const urls = mapUrls(school.map);
  return (
    <section aria-labelledby="map-heading" className={styles.section}>
      <h2 id="map-heading" className={styles.heading}>
        <Icon path={map} className={styles.headingIcon} />
        {t('Find Us')}
      </h2>
      <div className={styles.frame}>
        <iframe title={title} src={urls.embed} loading="lazy" referrerPolicy="no-referrer" className={styles.map} />
      </div>
      <p className={styles.more}>
        <a href={urls.link} target="_blank" rel="noopener noreferrer" className={styles.link}>
          {t('Open a larger map (opens in a new tab)')}
          <Icon path={openInNew} size={20} />
        </a>
      </p>
    </section>
  );
}
