import type { Notice, NoticeKind } from '@school/shared/notice-schemas';
import { useT } from '../../lib/i18n/i18n';
import { useLocalePath } from '../../lib/i18n/links';
import { useLocalized } from '../../lib/i18n/localized';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Expect } from '../../lib/api-client';
import { isRecord } from '../../lib/api-error';
import { publicCalls } from '../../lib/public-calls';
import ui from '../../lib/ui/ui.module.css';
import { usePublicItem } from '../../lib/use-public-item';
import styles from './notice-banner.module.css';

// The notice staff post in /admin/notices, at the top of every public page while it is current.
// The server renders every page with it (lib/public-calls.ts: SITE_CALLS), so it is in the HTML from
// the first paint, without JavaScript and without pushing the page down later. A labelled region,
// not role="alert": an alert would interrupt a screen reader on every page a visitor opens.

// Message ids for the catalogues (lib/i18n): the English texts.
const KIND_LABEL: Record<NoticeKind, string> = { information: 'Notice:', closure: 'Closure:', emergency: 'Emergency:' };
const MORE = 'More details';
// setTimeout's longest wait (about 24.8 days); a notice ending later is dropped on a later page load.
const LONGEST_TIMER_MS = 2 ** 31 - 1;
// A notice that ended this long ago by the device's clock (more than a clock is usually off) is on a
// copy of the page the service worker kept, opened offline later: it goes as soon as the page is live.
const LONG_ENDED_MS = 10 * 60_000;

/** The fields the banner reads (no zod on public pages: it would cost every page kilobytes). */
function looksLikeNotice(data: unknown): data is Notice | null {
  return (
    data === null || (isRecord(data) && typeof data.text === 'string' && typeof data.kind === 'string' && typeof data.endsAt === 'string')
  );
}

const noticeExpect: Expect<Notice | null> = { accept: looksLikeNotice, text: 'Invalid notice received from server' };

export function NoticeBanner() {
  const { state, retry } = usePublicItem(publicCalls.notice, noticeExpect, '');
  const notice = state.status === 'found' ? state.data : null;
  const ended = useEndedAt(notice?.endsAt);
  const t = useT();
  const localized = useLocalized();
  const localize = useLocalePath();
  useReloadOnMove(retry);
  // Nothing when there is none, or when it could not be read: a page never waits for its notice.
  if (!notice || ended) return null;
  const kind = Object.hasOwn(KIND_LABEL, notice.kind) ? notice.kind : 'information';
  // Staff's Punjabi or Hindi text, else the English marked lang="en" (English pages: as typed).
  const text = localized(notice, 'text');
  const label = localized(notice, 'linkLabel');
  // A page of this site (a library document) opens in the page's language: /pa/documents/... on a Punjabi page.
  const href = notice.link.startsWith('/') ? localize(notice.link) : notice.link;
  return (
    <aside aria-label={t('School notice')} className={`${styles.banner} ${styles[kind]}`}>
      <div className={`${ui.container} ${styles.inner}`}>
        <p className={styles.text}>
          <strong className={styles.label}>{t(KIND_LABEL[kind])}</strong>{' '}
          {text.lang ? <span lang={text.lang}>{text.text}</span> : text.text}
          {notice.link && (
            <>
              {' '}
              <a className={styles.link} href={href} lang={label.text ? label.lang : undefined}>
                {label.text || t(MORE)}
              </a>
            </>
          )}
        </p>
      </div>
    </aside>
  );
}

/**
 * True once the notice's end has passed on a page left open. Starts false, as the server rendered
 * it (the server's clock decided it shows); only a timer set after hydration takes it away, at once
 * when it ended long before (a kept copy opened offline, issue 39).
 */
function useEndedAt(endsAt: string | undefined): boolean {
  const [ended, setEnded] = useState<string | null>(null);
  useEffect(() => {
    if (!endsAt) return;
    const left = Date.parse(endsAt) - Date.now();
    const wait = left < -LONG_ENDED_MS ? 0 : left;
    if (!(wait >= 0) || wait > LONGEST_TIMER_MS) return;
    const timer = setTimeout(() => setEnded(endsAt), wait);
    return () => clearTimeout(timer);
  }, [endsAt]);
  return ended !== null && ended === endsAt;
}

/** Asks again at each move within the site, so a notice posted (or ended) meanwhile shows on the next page. */
function useReloadOnMove(reload: () => void): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (pathname === shown.current) return;
    shown.current = pathname;
    reload();
    // `reload` is a new function each render; only a move asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
