import { useT } from '../../lib/i18n/i18n';
import { Chip } from '../../lib/ui/chip';
import { capitalise } from './news-format';

/**
 * A tag's name in the page's language: the fixed tags are message ids ("Sports"); a tag the
 * catalogue does not know (an old item's) shows as stored, capitalised.
 */
export function useTagLabel(): (tag: string) => string {
  const t = useT();
  return (tag) => t(capitalise(tag));
}

/** An item's tags as small chips, on its card and its page. */
export function TagList({ tags, className }: { tags: readonly string[]; className?: string | undefined }) {
  const t = useT();
  const label = useTagLabel();
  if (tags.length === 0) return null;
  return (
    <ul aria-label={t('Tags')} className={className}>
      {tags.map((tag) => (
        <li key={tag}>
          <Chip label={label(tag)} size="small" variant="outlined" />
        </li>
      ))}
    </ul>
  );
}
