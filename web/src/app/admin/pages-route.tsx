import { lazy } from 'react';
import { useParams } from 'react-router-dom';
import { PageEditor } from '../../features/admin-page-texts/page-editor';
import { PagesList } from '../../features/admin-page-texts/pages-list';
import { PAGE_TEXT_PAGES, type PageTextPage } from '@school/shared/page-text-schemas';
import { NotFoundPage } from '../../features/not-found/not-found-page';

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
  return <PageEditor key={page} page={page as PageTextPage} RichEditor={BodyEditor} />;
}
