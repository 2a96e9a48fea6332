import { pageTextSchemas, type PageTextPage, type PageTextsByPage } from '@school/shared/page-text-schemas';

/** The page's own checks (the API's), as messages by field path, or the checked texts. */
export function checkTexts<P extends PageTextPage>(
  page: P,
  values: unknown,
): { ok: true; texts: PageTextsByPage[P] } | { ok: false; errors: Record<string, string> } {
  const result = pageTextSchemas[page].safeParse(values);
  if (result.success) return { ok: true, texts: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return { ok: false, errors };
}
