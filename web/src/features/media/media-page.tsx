import { useState } from 'react';
import { useT } from '../../lib/i18n/i18n';
import { LocalLink as Link } from '../../lib/i18n/links';
import { Localized } from '../../lib/i18n/localized';
import { PageHero } from '../../lib/page-hero';
import { PageMeta } from '../../lib/page-meta';
import { Alert } from '../../lib/ui/alert';
import { SpinnerBlock } from '../../lib/ui/spinner';
import ui from '../../lib/ui/ui.module.css';
import { GalleryPicker } from './gallery-picker';
import styles from './media-page.module.css';
import { PhotoGrid } from './photo-grid';
import { useShowGallery } from './shown-gallery';
import { useGalleries } from './use-galleries';
import { useLightbox } from './use-lightbox';

/** /media: the published galleries, the first one selected, its photos in a grid and a lightbox. */
export function MediaPage() {
  const t = useT();
  const showGallery = useShowGallery();
  const state = useGalleries();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const { openPhoto, forget, lightbox } = useLightbox();

  const galleries = state.status === 'loaded' ? state.galleries : [];
  // Auto-select the first gallery, and fall back to it if the chosen one is gone.
  const selected = galleries.find((gallery) => gallery._id === chosenId) ?? galleries[0];
  const shown = selected && showGallery(selected);

  return (
    <>
      <PageMeta
        title={t('Media')}
        description={t('Photo galleries of school life: celebrations, sports, classrooms and events at our convent school in Faridkot.')}
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
        {selected && shown && (
          <>
            <GalleryPicker
              galleries={galleries}
              selectedId={selected._id}
              onSelect={(id) => {
                setChosenId(id);
                forget();
              }}
            />
            <section aria-labelledby="gallery-title">
              {/* lang="en" when the English stands in for a missing translation (lib/i18n/localized.tsx). */}
              <h2 id="gallery-title" className={`${ui.h2} ${ui.center} ${styles.title}`} lang={shown.title.lang}>
                {shown.title.text}
              </h2>
              {shown.description.text && (
                <Localized as="p" className={`${ui.center} ${ui.muted} ${styles.description}`} value={shown.description} />
              )}
              {selected.slug && (
                // The gallery's own address, to share or bookmark (the picker above keeps one URL).
                <p className={ui.center}>
                  <Link to={`/media/${selected.slug}`} className={styles.pageLink}>
                    {t("Open this gallery's page")}
                  </Link>
                </p>
              )}
              <div className={styles.photos}>
                {selected.images.length === 0 ? (
                  <p className={`${ui.center} ${ui.muted}`}>{t('Photos of this gallery are coming soon.')}</p>
                ) : (
                  <PhotoGrid photos={shown.photos} onOpen={openPhoto} />
                )}
              </div>
            </section>
            {lightbox(shown)}
          </>
        )}
      </div>
    </>
  );
}
