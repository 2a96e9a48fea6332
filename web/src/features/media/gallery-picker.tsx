import type { GallerySummary } from '@school/shared/gallery-pages';
import { useT } from '../../lib/i18n/i18n';
import { useLocalized } from '../../lib/i18n/localized';
import { Button } from '../../lib/ui/button';
import ui from '../../lib/ui/ui.module.css';
import styles from './gallery-picker.module.css';

interface Props {
  galleries: GallerySummary[];
  selectedId: string;
  onSelect: (id: string) => void;
}

/**
 * One button per gallery title of the page; aria-pressed tells screen readers which one is shown.
 * A page holds at most GALLERY_PAGE_SIZE galleries, a phone screen's worth of buttons above the
 * photos; older ones are on the next page (media-pager.tsx), so the picker never grows with the years.
 */
export function GalleryPicker({ galleries, selectedId, onSelect }: Props) {
  const t = useT();
  const localized = useLocalized();
  return (
    <nav aria-label={t('Galleries')} className={`${ui.buttonRow} ${styles.picker}`}>
      {galleries.map((gallery) => {
        const selected = gallery._id === selectedId;
        const title = localized(gallery, 'title');
        return (
          <Button
            key={gallery._id}
            variant={selected ? 'contained' : 'outlined'}
            aria-pressed={selected}
            onClick={() => onSelect(gallery._id)}
            lang={title.lang}
          >
            {title.text}
          </Button>
        );
      })}
    </nav>
  );
}
