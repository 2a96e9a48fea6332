import type { GalleryView } from '@school/shared/gallery-schemas';
import { useMemo, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useT } from '../../lib/i18n/i18n';
import { Localized } from '../../lib/i18n/localized';
import { ItemPage } from '../../lib/item-page';
import { absoluteUrl, PageMeta } from '../../lib/page-meta';
import { ShareLinks } from '../../lib/share-links';
import { publicCalls } from '../../lib/public-calls';
import { useSchool } from '../../lib/school-settings';
import { useSiteOrigin } from '../../lib/site-origin';
import { shortText } from '../../lib/short-text';
import ui from '../../lib/ui/ui.module.css';
import { usePublicItem } from '../../lib/use-public-item';
import { galleryExpect, withTexts } from './gallery-checks';
import { galleryDescription, galleryJsonLd, galleryShareImage } from './gallery-data';
import styles from './gallery-page.module.css';
import { PhotoGrid } from './photo-grid';
import { useShowGallery } from './shown-gallery';
import { useLightbox } from './use-lightbox';

const LOAD_FAILED_TEXT = 'Failed to load this gallery. Please try again.';

/**
 * /media/{slug}: one published gallery, the page a shared link opens. The server renders it with
 * the gallery (app/public-routes.tsx names the call); an unknown slug or a draft shows `notFound`
 * (from app/), whose render makes the answer a 404.
 */
export function GalleryPage({ notFound }: { notFound: ReactNode }) {
  const t = useT();
  const { slug = '' } = useParams();
  const { state, retry } = usePublicItem(publicCalls.gallery(slug), galleryExpect, LOAD_FAILED_TEXT);
  return (
    <ItemPage
      state={state}
      retry={retry}
      notFound={notFound}
      back={{ to: '/media', label: t('All galleries') }}
      loadingLabel={t('Loading gallery')}
    >
      {(gallery) => <Gallery gallery={gallery} />}
    </ItemPage>
  );
}

/** The gallery with its head tags: title, description, the photo grid and its lightbox. */
function Gallery({ gallery: answered }: { gallery: GalleryView }) {
  const t = useT();
  const showGallery = useShowGallery();
  const gallery = useMemo(() => withTexts([answered])[0] ?? answered, [answered]);
  const shown = showGallery(gallery);
  const origin = useSiteOrigin();
  const school = useSchool();
  const { pathname } = useLocation();
  const { openPhoto, lightbox } = useLightbox();
  const count = gallery.images.length;

  return (
    <section aria-labelledby="gallery-title" className={styles.gallery}>
      <PageMeta
        title={shown.title.text}
        description={shortText(galleryDescription(shown, t))}
        image={galleryShareImage(shown)}
        // Only the server's render writes it (lib/page-meta.tsx): the browser's build leaves its code out.
        jsonLd={import.meta.env.SSR ? galleryJsonLd(shown, t, absoluteUrl(origin, pathname), origin, school) : undefined}
      />
      {/* lang="en" when the English title stands in for a missing translation (lib/i18n/localized.tsx). */}
      <h1 id="gallery-title" className={`${ui.h1} ${styles.title}`} lang={shown.title.lang}>
        {shown.title.text}
      </h1>
      {shown.description.text && <Localized as="p" className={`${ui.muted} ${styles.description}`} value={shown.description} />}
      <p className={`${ui.body2} ${ui.muted}`}>{t('{count, plural, one {# photo} other {# photos}}', { count })}</p>
      <ShareLinks title={shown.title.text} />
      <div className={styles.photos}>
        {count === 0 ? (
          <p className={ui.muted}>{t('Photos of this gallery are coming soon.')}</p>
        ) : (
          <PhotoGrid photos={shown.photos} onOpen={openPhoto} />
        )}
      </div>
      {lightbox(shown)}
    </section>
  );
}
