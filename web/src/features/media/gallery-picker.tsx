import type { GalleryView } from '@school/shared/gallery-schemas';
import { useState } from 'react';
import { useT } from '../../lib/i18n/i18n';
import { useLocalized } from '../../lib/i18n/localized';
import { Button } from '../../lib/ui/button';
import ui from '../../lib/ui/ui.module.css';
import styles from './gallery-picker.module.css';

/** Galleries shown before "More galleries": a phone screen's worth of buttons above the photos. */
const PICKER_FIRST = 12;

interface Props {
  galleries: GalleryView[];
  selectedId: string;
  onSelect: (id: string) => void;
}

/**
 * One button per gallery title; aria-pressed tells screen readers which one is shown. After years
 * of galleries, a hundred buttons would push the photos off a phone's screen (and take a phone a
 * quarter of a second to draw), so the newest come first and the rest behind "More galleries".
 */
export function GalleryPicker({ galleries, selectedId, onSelect }: Props) {
  const t = useT();
  const localized = useLocalized();
  const [showAll, setShowAll] = useState(false);
  // The selected gallery always keeps its button, even when it is an older one.
  const collapsed = !showAll && galleries.length > PICKER_FIRST;
  const shown = collapsed ? galleries.filter((gallery, index) => index < PICKER_FIRST || gallery._id === selectedId) : galleries;

  return (
    <nav aria-label={t('Galleries')} className={`${ui.buttonRow} ${styles.picker}`}>
      {shown.map((gallery) => {
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
      {collapsed && (
        <Button variant="text" onClick={() => setShowAll(true)}>
          {t('More galleries ({count})', { count: galleries.length - shown.length })}
        </Button>
      )}
    </nav>
  );
}
