import { SnackbarProvider } from 'notistack';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AdmissionFormPage } from '../../features/admin-admission/admission-form-page';
import { AdminDocumentsPage } from '../../features/admin-documents/admin-documents-page';
import { AdminFeesPage } from '../../features/admin-fees/admin-fees-page';
import { AdminMediaPage } from '../../features/admin-media/admin-media-page';
import { AdminNewsPage } from '../../features/admin-news/admin-news-page';
import { AdminNoticesPage } from '../../features/admin-notices/admin-notices-page';
import { SettingsPage } from '../../features/admin-settings/settings-page';
import { AccountPage } from '../../features/admin-account/account-page';
import { StaffPage } from '../../features/admin-staff/staff-page';
import { ActivityPage } from '../../features/admin-activity/activity-page';
import { PersonalDataPage } from '../../features/admin-personal-data/personal-data-page';
import { DashboardPage } from '../../features/admin-dashboard/dashboard-page';
import { MessagesPage } from '../../features/admin-messages/messages-page';
import { EnquiriesPage } from '../../features/admin-enquiries/enquiries-page';
import { EnquiryPage } from '../../features/admin-enquiries/enquiry-page';
import { RecordEnquiryPage } from '../../features/admin-enquiries/record-enquiry-page';
import { SubscribersPage } from '../../features/admin-subscribers/subscribers-page';
import { TrashPage } from '../../features/admin-trash/trash-page';
import { getUser } from '../../lib/auth-storage';
import { fetchCurrentUser } from '../../features/auth/current-user';
import { ForgotPasswordPage } from '../../features/auth/forgot-password-page';
import { LoginPage } from '../../features/auth/login-page';
import { SetPasswordPage } from '../../features/auth/set-password-page';
import { logout } from '../../features/auth/logout';
import { RequireAuth } from '../../features/auth/require-auth';
import { NotFoundPage } from '../../features/not-found/not-found-page';
import { PublicLayout } from '../layout/public-layout';
import { AdminLayout } from './admin-layout';
import { AdminTheme } from './admin-theme';
import { ComingSoonPage } from './coming-soon-page';
import { ContentRoute } from './content-route';
import { PagePreviewRoute } from './page-preview';
import { DisclosureRoute, PageEditorRoute, PagesRoute } from './pages-route';
import { useSchoolName } from './use-school-name';

/**
 * Guarded screens that later issues will build (content, media, messages, news, admission form).
 * Until then each route exists, is guarded, and shows a placeholder; replace an entry's element here
 * when its screen lands.
 */
const plannedScreens = [] as const;

/**
 * Reads the stored user when the route mounts. Passing getUser() from AdminApp's JSX would freeze the
 * value seen before login, because AdminApp itself does not re-render when the location changes.
 */
function DashboardRoute() {
  return <DashboardPage initialUser={getUser()} loadCurrentUser={fetchCurrentUser} onLogout={logout} />;
}

/** Everything under /admin; loaded lazily (see router.tsx), so it is the only entry to admin code. */
export default function AdminApp() {
  const schoolName = useSchoolName();
  return (
    // Toasts bottom-right, as the admin screens in the spec expect; only staff screens use them, so
    // notistack stays out of the public pages' JavaScript.
    <AdminTheme>
      <SnackbarProvider maxSnack={3} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
        <Routes>
          <Route index element={<Navigate to="dashboard" replace />} />
          <Route path="login" element={<LoginPage schoolName={schoolName} />} />
          {/* Open: reached from the login page and from mailed links, before anyone is signed in. */}
          <Route path="forgot-password" element={<ForgotPasswordPage schoolName={schoolName} />} />
          <Route path="set-password" element={<SetPasswordPage schoolName={schoolName} />} />
          <Route element={<RequireAuth />}>
            <Route element={<AdminLayout schoolName={schoolName} onLogout={logout} />}>
              <Route path="dashboard" element={<DashboardRoute />} />
              <Route path="content" element={<ContentRoute />} />
              <Route path="messages" element={<MessagesPage />} />
              <Route path="enquiries" element={<EnquiriesPage />} />
              <Route path="subscribers" element={<SubscribersPage />} />
              <Route path="enquiries/new" element={<RecordEnquiryPage />} />
              <Route path="enquiries/:id" element={<EnquiryPage />} />
              <Route path="admission-form" element={<AdmissionFormPage />} />
              <Route path="settings" element={<SettingsPage />} />
              <Route path="news" element={<AdminNewsPage />} />
              <Route path="notices" element={<AdminNoticesPage />} />
              <Route path="media" element={<AdminMediaPage />} />
              <Route path="documents" element={<AdminDocumentsPage />} />
              <Route path="staff" element={<StaffPage />} />
              <Route path="activity" element={<ActivityPage />} />
              <Route path="personal-data" element={<PersonalDataPage />} />
              <Route path="account" element={<AccountPage />} />
              <Route path="trash" element={<TrashPage />} />
              <Route path="pages" element={<PagesRoute />} />
              <Route path="pages/:page" element={<PageEditorRoute />} />
              <Route path="pages/:page/preview/*" element={<PagePreviewRoute />} />
              <Route path="disclosure" element={<DisclosureRoute />} />
              <Route path="fees" element={<AdminFeesPage />} />
              {plannedScreens.map(({ path, title }) => (
                <Route key={path} path={path} element={<ComingSoonPage title={title} />} />
              ))}
            </Route>
          </Route>
          {/* Unknown /admin/... paths get the public Not Found page, like any other unknown path. */}
          <Route element={<PublicLayout />}>
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </SnackbarProvider>
    </AdminTheme>
  );
}
