/**
 * Every admin screen the navigation can list, and who may open it. The server checks the role on
 * every call; this list only spares a member links to screens that would refuse them.
 */
export interface AdminScreen {
  path: string;
  label: string;
  /** staff: admin and superadmin; superadmin: superadmin only; everyone: any signed-in member. */
  access: 'staff' | 'superadmin' | 'everyone';
}

export const adminScreens: readonly AdminScreen[] = [
  { path: '/admin/dashboard', label: 'Dashboard', access: 'staff' },
  { path: '/admin/pages', label: 'Pages', access: 'staff' },
  { path: '/admin/disclosure', label: 'Disclosure', access: 'staff' },
  { path: '/admin/fees', label: 'Fees', access: 'staff' },
  { path: '/admin/news', label: 'News and events', access: 'staff' },
  { path: '/admin/media', label: 'Media', access: 'staff' },
  { path: '/admin/documents', label: 'Documents', access: 'staff' },
  { path: '/admin/messages', label: 'Messages', access: 'staff' },
  { path: '/admin/enquiries', label: 'Enquiries', access: 'staff' },
  { path: '/admin/notices', label: 'Notices', access: 'staff' },
  { path: '/admin/subscribers', label: 'Subscribers', access: 'staff' },
  { path: '/admin/admission-form', label: 'Admission form', access: 'staff' },
  { path: '/admin/content', label: 'Content', access: 'staff' },
  { path: '/admin/settings', label: 'Settings', access: 'staff' },
  { path: '/admin/trash', label: 'Trash', access: 'staff' },
  { path: '/admin/staff', label: 'Staff', access: 'superadmin' },
  { path: '/admin/activity', label: 'Activity', access: 'superadmin' },
  { path: '/admin/personal-data', label: "A person's data", access: 'superadmin' },
  { path: '/admin/account', label: 'My account', access: 'everyone' },
];

/** The screens a member with `role` may open, in the navigation's order. */
export function screensFor(role: string | undefined): AdminScreen[] {
  return adminScreens.filter(({ access }) => {
    if (access === 'everyone') return true;
    if (access === 'superadmin') return role === 'superadmin';
    return role === 'admin' || role === 'superadmin';
  });
}

/** True when `pathname` is `screen` or one of its sub-screens (/admin/pages/home belongs to Pages). */
export function isCurrentScreen(screen: AdminScreen, pathname: string): boolean {
  return pathname === screen.path || pathname.startsWith(`${screen.path}/`);
}
