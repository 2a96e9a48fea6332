import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useRef, useState } from 'react';
import { PageHero } from '../../lib/page-hero';
import { PageMeta } from '../../lib/page-meta';
import { GalleryPicker } from './gallery-picker';
import { PhotoGrid } from './photo-grid';
import { useGalleries } from './use-galleries';

// The lightbox library is its own chunk: most visitors scroll the grid and never open it.
const PhotoLightbox = lazy(() => import('./photo-lightbox'));

/** /media: the published galleries, the first one selected, its photos in a grid and a lightbox. */
export function MediaPage() {
  const state = useGalleries();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  // Keyboard users land back on the photo they opened when the lightbox closes.
  const opener = useRef<HTMLElement | null>(null);
  const openPhoto = (index: number) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpenIndex(index);
  };
  const closePhoto = () => {
    setOpenIndex(null);
    opener.current?.focus();
  };

  const galleries = state.status === 'loaded' ? state.galleries : [];
  // Auto-select the first gallery, and fall back to it if the chosen one is gone.
  const selected = galleries.find((gallery) => gallery._id === chosenId) ?? galleries[0];

  return (
    <>
      <PageMeta
        title="Media"
        description="Photo galleries of school life: celebrations, sports, classrooms and events at our convent school in Faridkot."
      />
      <PageHero title="Media" subtitle="Moments from school life: celebrations, sports, classrooms and events." />
      {/* Room for the galleries before they load, so the footer does not jump when they arrive. */}
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 }, minHeight: '70vh' }}>
        {state.status === 'loading' && (
          <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
            <CircularProgress aria-label="Loading galleries" />
          </Box>
        )}
        {state.status === 'error' && (
          <Alert severity="error" sx={{ maxWidth: 640, mx: 'auto' }}>
            {state.message}
          </Alert>
        )}
        {state.status === 'loaded' && !selected && (
          <Typography sx={{ textAlign: 'center', color: 'text.secondary' }}>No galleries yet. Please check back soon.</Typography>
        )}
        {selected && (
          <>
            <GalleryPicker
              galleries={galleries}
              selectedId={selected._id}
              onSelect={(id) => {
                setChosenId(id);
                setOpenIndex(null);
              }}
            />
            <Box component="section" aria-labelledby="gallery-title">
              <Typography variant="h2" id="gallery-title" sx={{ textAlign: 'center', mb: 1 }}>
                {selected.title}
              </Typography>
              {selected.description && (
                <Typography sx={{ textAlign: 'center', color: 'text.secondary', maxWidth: 720, mx: 'auto', mb: 1 }}>
                  {selected.description}
                </Typography>
              )}
              <Box sx={{ mt: { xs: 3, md: 4 } }}>
                {selected.images.length === 0 ? (
                  <Typography sx={{ textAlign: 'center', color: 'text.secondary' }}>Photos of this gallery are coming soon.</Typography>
                ) : (
                  <PhotoGrid galleryTitle={selected.title} images={selected.images} onOpen={openPhoto} />
                )}
              </Box>
            </Box>
            {openIndex !== null && (
              <Suspense fallback={null}>
                <PhotoLightbox galleryTitle={selected.title} images={selected.images} index={openIndex} onClose={closePhoto} />
              </Suspense>
            )}
          </>
        )}
      </Container>
    </>
  );
}
