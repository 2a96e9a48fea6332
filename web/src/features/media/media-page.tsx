import { useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useT } from '../../lib/i18n/i18n';
import { PageHero } from '../../lib/page-hero';
import { PageMeta } from '../../lib/page-meta';
import { Alert } from '../../lib/ui/alert';
import { SpinnerBlock } from '../../lib/ui/spinner';
import ui from '../../lib/ui/ui.module.css';
import { GalleryPicker } from './gallery-picker';
import { mediaPageCall, readMediaAddress } from './media-address';
import { mediaQuery } from './media-links';
import styles from './media-page.module.css';
import { MediaPager } from './media-pager';
import { SelectedGallery } from './selected-gallery';
import { useGalleryPage } from './use-gallery-page';

interface Props {
  /** Shown for an address that names no page of galleries (a broken cursor): app/'s Not Found. */
  notFound: ReactNode;
}

/**
 * /media: one page of the published galleries, newest first (`?after=`: media-address.ts), the first
 * one selected, its photos in a grid with a lightbox, and links to older galleries. The page is read
 * as summaries (title, cover, how many photos), not every photo of every gallery, and only the
 * selected gallery's photos are read: the server renders the page with its first gallery's (a call
 * named from the page's answer: app/public-routes.tsx), the browser reads another's when it is
 * selected. So what a visitor loads does not grow with the years of galleries stored, and the page
 * still opens as the spec has it, with the first gallery's photos in view.
 */
export function MediaPage({ notFound }: Props) {
  const t = useT();
  const { search } = useLocation();
  const address = useMemo(() => readMediaAddress(new URLSearchParams(search)), [search]);
  const call = mediaPageCall(address);
  const state = useGalleryPage(call);
  // The gallery chosen on this page of galleries; another page starts again at its first.
  const [chosen, setChosen] = useState<{ call: string | null; id: string } | null>(null);

  if (!address || state.status === 'missing') return notFound;
  const galleries = state.status === 'loaded' ? state.page.data : [];
  const selected = galleries.find((gallery) => chosen?.call === call && gallery._id === chosen.id) ?? galleries[0];

  return (
    <>
      <PageMeta
        title={t('Media')}
        description={t('Photo galleries of school life: celebrations, sports, classrooms and events at our convent school in Faridkot.')}
        query={mediaQuery(address)}
      />
      <PageHero title={t('Media')} subtitle={t('Moments from school life: celebrations, sports, classrooms and events.')} />
      {/* Room for the galleries before they load, so the footer does not jump when they arrive. */}
      <div className={`${ui.container} ${ui.section} ${styles.main}`}>
        {state.status === 'loading' && <SpinnerBlock label={t('Loading galleries')} minHeight={240} />}
        {state.status === 'error' && (
          <Alert severity="error" className={styles.alert}>
            {t(state.message)}
          </Alert>
        )}
        {state.status === 'loaded' && !selected && (
          <p className={`${ui.center} ${ui.muted}`}>{t('No galleries yet. Please check back soon.')}</p>
        )}
        {selected && (
          <>
            <GalleryPicker galleries={galleries} selectedId={selected._id} onSelect={(id) => setChosen({ call, id })} />
            <SelectedGallery key={selected._id} summary={selected} />
          </>
        )}
        {state.status === 'loaded' && <MediaPager address={address} next={state.page.next} />}
      </div>
    </>
  );
}
