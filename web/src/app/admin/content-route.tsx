import { ContentAdminPage } from '../../features/admin-content/content-admin-page';
import { getUser } from '../../lib/auth-storage';
import { PageArticle } from '../../features/pages/page-article';

/**
 * /admin/content composed here, since features do not import each other: the stored role (read when
 * the route mounts, not frozen at app start) and the public page's renderer for previews.
 */
export function ContentRoute() {
  return <ContentAdminPage role={getUser()?.role} renderPage={(page) => <PageArticle page={page} />} />;
}
