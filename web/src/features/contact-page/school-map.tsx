import { useState } from 'react';
import { useT } from '../../lib/i18n/i18n';
import { addressLine, useSchool, type SchoolSettings } from '../../lib/school-settings';
import { Button } from '../../lib/ui/button';
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

// One function for every render: React calls a new ref function again, which would take the focus back each time.
const focusFrame = (frame: HTMLIFrameElement | null) => {
  frame?.focus();
};

/**
 * Where the school is. Loading OpenStreetMap's embed tells that site the visitor's address and which
 * page they read, so the page asks first (issue 37, item 5: no data leaves without need): until "Show
 * map" is pressed it shows a drawing from our own origin (web/public/school-map.svg, a background, as
 * the address on it says what it shows) and sends nothing elsewhere. The map then takes the drawing's
 * box (no layout shift) and the focus, where the button was. Without scripts the address and the
 * larger map's link still say where we are.
 */
export function SchoolMap() {
  const school = useSchool();
  const t = useT();
  const [shown, setShown] = useState(false);
  const title = t('Map showing {school}, {address}', { school: school.name, address: addressLine(school.address) });
  const urls = mapUrls(school.map);
  return (
    <section aria-labelledby="map-heading" className={styles.section}>
      <h2 id="map-heading" className={styles.heading}>
        <Icon path={map} className={styles.headingIcon} />
        {t('Find Us')}
      </h2>
      <div className={styles.frame}>
        {shown ? (
          <iframe title={title} src={urls.embed} referrerPolicy="no-referrer" className={styles.map} ref={focusFrame} />
        ) : (
          <div className={styles.picture}>
            <div className={styles.cover}>
              <address className={styles.address}>
                <strong>{school.name}</strong>
                <br />
                {school.address.street}, {addressLine(school.address)}
              </address>
              <Button aria-describedby="map-note" onClick={() => setShown(true)}>
                {t('Show map')}
              </Button>
            </div>
          </div>
        )}
      </div>
      <p id="map-note" className={styles.note}>
        {t('The map comes from OpenStreetMap and loads only when you ask for it.')}
      </p>
      <p className={styles.more}>
        <a href={urls.link} target="_blank" rel="noopener noreferrer" className={styles.link}>
          {t('Open a larger map (opens in a new tab)')}
          <Icon path={openInNew} size={20} />
        </a>
      </p>
    </section>
  );
}
