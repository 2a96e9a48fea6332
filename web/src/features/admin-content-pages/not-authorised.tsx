import LockIcon from '@mui/icons-material/Lock';
import { AdminNotice } from '../../lib/admin/admin-notice';

/** Shown instead of the content manager to staff without role admin or superadmin. */
export function NotAuthorised() {
  return (
    <AdminNotice icon={<LockIcon sx={{ fontSize: 56 }} />} title="Not authorised">
      Managing pages needs the admin or superadmin role. Please ask the school&apos;s system administrator to give your account that role.
    </AdminNotice>
  );
}
