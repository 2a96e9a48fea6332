import { contentInputSchema, type ContentFormValues, type ContentInput, type ContentItem } from '@school/shared/content-schemas';
import { toSchoolLocalInput } from '@school/shared/school-time';

export type FieldErrors = Partial<Record<'title' | 'slug' | 'content' | 'type' | 'status' | 'publishAt' | 'translations', string>>;

/** A new page starts as a draft with a title, slug and body to overwrite. */
export const NEW_PAGE: Required<ContentFormValues> = {
  title: 'New page',
  slug: 'new-page',
  content: '<p>Write the page here.</p>',
  type: 'page',
  status: 'draft',
  // datetime-local text in India time, which the shared schema reads as such; '' for at once.
  publishAt: '',
  version: undefined,
  translations: {},
};

export function valuesOf(page: ContentItem | null): Required<ContentFormValues> {
  if (!page) return { ...NEW_PAGE };
  return {
    title: page.title,
    slug: page.slug,
    content: page.content,
    type: page.type,
    status: page.status,
    publishAt: toSchoolLocalInput(page.publishAt),
    // Sent back with the save: if someone else saved the page since, the server refuses it (409).
    version: page.version,
    translations: page.translations ?? {},
  };
}

/** The shared schema's verdict: the payload, or the first message per field. */
export function check(values: ContentFormValues): { input: ContentInput } | { errors: FieldErrors } {
  const result = contentInputSchema.safeParse(values);
  if (result.success) return { input: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof FieldErrors | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}
