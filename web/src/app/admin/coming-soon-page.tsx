import ConstructionIcon from '@mui/icons-material/Construction';
import { AdminNotice } from '../../lib/admin/admin-notice';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * TEMPORARY placeholder for admin screens that later issues build. It lives in app/ (not a feature)
 * because it is scaffolding: delete it once every planned screen has its own feature folder.
 */
export function ComingSoonPage({ title }: { title: string }) {
  useDocumentTitle(`${title} · Admin`);
  return (
    <AdminNotice icon={<ConstructionIcon sx={{ fontSize: 56 }} />} title={title}>
      Coming soon: this section is still being built.
    </AdminNotice>
  );
}
