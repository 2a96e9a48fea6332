import { useSyncExternalStore } from 'react';
import { useT } from './i18n/i18n';
import { useCanonicalUrl } from './page-meta';
import styles from './share-links.module.css';
import { AnchorButton, Button } from './ui/button';
import chat from './ui/icons/chat';

// Parents pass school news on in WhatsApp (issue 39, item 3): a link that opens WhatsApp with the
// item's title and address in the page's language, and on devices that have one (phones) the
// system's share sheet. The address is the page's own canonical one (useCanonicalUrl), never
// the address bar's.

const noChange = () => () => {};
/** The Web Share API exists here: false in the server's render and on most desktops. */
const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** The WhatsApp address that starts a message with `text` to a contact the sender picks. */
const whatsAppHref = (text: string): string => `https://wa.me/?text=${encodeURIComponent(text)}`;

export function ShareLinks({ title }: { title: string }) {
  const t = useT();
  const url = useCanonicalUrl();
  // False while hydrating (as on the server), true after where the browser can share: the button's
  // box is there from the first paint either way, so nothing moves when it shows.
  const sharable = useSyncExternalStore(noChange, canShare, () => false);
  if (url === null) return null;
  return (
    <p className={styles.share}>
      <AnchorButton variant="outlined" startIcon={chat} href={whatsAppHref(`${title}\n${url}`)} target="_blank" rel="noopener noreferrer">
        {t('Share on WhatsApp')}
      </AnchorButton>
      <Button
        variant="text"
        className={sharable ? undefined : styles.unavailable}
        aria-hidden={!sharable}
        tabIndex={sharable ? undefined : -1}
        // A visitor who closes the sheet rejects the promise: nothing to say to them.
        onClick={() => void navigator.share({ title, url }).catch(() => {})}
      >
        {t('Share…')}
      </Button>
    </p>
  );
}
