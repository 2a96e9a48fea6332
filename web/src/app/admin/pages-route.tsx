import { lazy } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { PageEditor } from '../../features/admin-page-texts/page-editor';
import { EDITABLE_PAGES } from '../../features/admin-page-texts/page-fields';
import { PagesList } from '../../features/admin-page-texts/pages-list';
import { PAGE_TEXT_PAGES, type PageTextPage } from '@school/shared/page-text-schemas';
import { NotFoundPage } from '../../features/not-found/not-found-page';
import { ChecklistPanel } from '../../features/admin-disclosure/checklist-panel';
import type { DisclosureTexts } from '@school/shared/disclosure-schemas';

// Tiptap and its toolbar are the back office's heaviest part: the content pages' editor, loaded only
// when a page's editor opens (features do not import each other, so it is handed over here).
const BodyEditor = lazy(() => import('../../features/admin-content-pages/body-editor'));

/** /admin/pages: the list of editable pages. */
export function PagesRoute() {
  return <PagesList />;
}

/** /admin/pages/{page}: one page's editor, with the content pages' rich-text editor. */
export function PageEditorRoute() {
  const { page } = useParams();
  if (!(PAGE_TEXT_PAGES as readonly string[]).includes(page ?? '')) return <NotFoundPage />;
  // The disclosure and the fees have screens of their own.
  const editor = EDITABLE_PAGES.find((entry) => entry.page === page)?.editor;
  if (editor) return <Navigate to={editor} replace />;
  return <PageEditor key={page} page={page as PageTextPage} RichEditor={BodyEditor} />;
}

/**
 * /admin/disclosure: the Mandatory Public Disclosure's editor, under its checklist, which reads the
 * texts being edited (the editor's own state: what staff type counts at once).
 */
export function DisclosureRoute() {
  return (
    <PageEditor page="disclosure" RichEditor={BodyEditor} summary={(texts) => <ChecklistPanel texts={texts as DisclosureTexts | null} />} />
  );
}
