import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DOCUMENT_CATEGORIES, DOCUMENT_CATEGORY_LABELS, type DocumentCategory } from '@school/shared/document-schemas';

const ALL = 'all';

/** The documents lists' category filter (the library screen and the document picker): one category, or all. */
export function DocumentCategoryFilter({
  category,
  onChange,
}: {
  category: DocumentCategory | undefined;
  onChange: (category: DocumentCategory | undefined) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label="Category"
      value={category ?? ALL}
      onChange={(e) => onChange(e.target.value === ALL ? undefined : (e.target.value as DocumentCategory))}
      sx={{ mb: 2 }}
    >
      <MenuItem value={ALL}>All categories</MenuItem>
      {DOCUMENT_CATEGORIES.map((one) => (
        <MenuItem key={one} value={one}>
          {DOCUMENT_CATEGORY_LABELS[one]}
        </MenuItem>
      ))}
    </TextField>
  );
}
