import type { GallerySummary } from '@school/shared/gallery-pages';
import { useT } from '../../lib/i18n/i18n';
import { LocalLink as Link } from '../../lib/i18n/links';
import { Localized, useLocalized } from '../../lib/i18n/localized';
import { publicCalls } from '../../lib/public-calls';
import { Alert } from '../../lib/ui/alert';
import { SpinnerBlock } from '../../lib/ui/spinner';
import ui from '../../lib/ui/ui.module.css';
import { usePublicItem } from '../../lib/use-public-item';
import { galleryExpect, withTexts } from './gallery-checks';
import styles from './media-page.module.css';
import { PhotoGrid } from './photo-grid';
import { useShowGallery } from './shown-gallery';
import { useLightbox } from './use-lightbox';

const LOAD_FAILED_TEXT = 'Failed to load this gallery. Please try again.';

/** The photos' room while they load: the grid's first rows, so what follows moves little when they come. */
const PHOTOS_HEIGHT = 240;

/**
 * The gallery selected on /media: its title and description from the page's summary, a link to its
 * own page, and its photos in a grid with a lightbox. The photos are read from the gallery's own
 * address (GET /galleries/slug/{slug}), the call the server makes for the page's first gallery, so
 * the page arrives with them; another gallery's are loaded when the visitor selects it. Rendered
 * with a key per gallery: an open lightbox and a load under way belong to the gallery they were for.
 */
export function SelectedGallery({ summary }: { summary: GallerySummary }) {
  const t = useT();
  const localized = useLocalized();
  const title = localized(summary, 'title');
  const description = localized(summary, 'description');
  return (
    <section aria-labelledby="gallery-title">
      {/* lang="en" when the English stands in for a missing translation (lib/i18n/localized.tsx). */}
      <h2 id="gallery-title" className={`${ui.h2} ${ui.center} ${styles.title}`} lang={title.lang}>
        {title.text}
      </h2>
      {description.text && <Localized as="p" className={`${ui.center} ${ui.muted} ${styles.description}`} value={description} />}
      {/* The gallery's own address, to share or bookmark (the picker keeps one address per page). */}
      <p className={ui.center}>
        <Link to={`/media/${summary.slug}`} className={styles.pageLink}>
          {t("Open this gallery's page")}
        </Link>
      </p>
      <div className={styles.photos}>{summary.imageCount === 0 ? <ComingSoon /> : <GalleryPhotos slug={summary.slug} />}</div>
    </section>
  );
}

function ComingSoon() {
  const t = useT();
  return <p className={`${ui.center} ${ui.muted}`}>{t('Photos of this gallery are coming soon.')}</p>;
}

/** One gallery's photos by its slug: loading, the error text, or the grid and its lightbox. */
function GalleryPhotos({ slug }: { slug: string }) {
  const t = useT();
  const showGallery = useShowGallery();
  const { openPhoto, lightbox } = useLightbox();
  const { state } = usePublicItem(publicCalls.gallery(slug), galleryExpect, LOAD_FAILED_TEXT);

  if (state.status === 'loading') return <SpinnerBlock label={t('Loading gallery')} minHeight={PHOTOS_HEIGHT} />;
  if (state.status !== 'found') {
    // Missing: unpublished since the page of galleries was read; to the visitor, it did not load.
    return (
      <Alert severity="error" className={styles.alert}>
        {t(state.status === 'error' ? state.message : LOAD_FAILED_TEXT)}
      </Alert>
    );
  }
  const shown = showGallery(withTexts([state.data])[0] ?? state.data);
  if (shown.photos.length === 0) return <ComingSoon />;
  return (
    <>
      <PhotoGrid photos={shown.photos} onOpen={openPhoto} />
      {lightbox(shown)}
    </>
  );
}
