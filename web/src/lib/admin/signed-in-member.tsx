import { createContext, useContext } from 'react';
import { getUser, type StoredUser } from '../auth-storage';

/** Who is signed in to the back office, as every admin screen should see them. */
export interface SignedInMember {
  /** As the server last described them (GET /auth/me), else as stored at sign-in; null when none is stored. */
  user: StoredUser | null;
  /**
   * True once this page load's GET /auth/me has answered (or failed): `user.role` is then the one the
   * server holds, not one kept since sign-in (a superadmin may have promoted or demoted this member).
   */
  confirmed: boolean;
}

const SignedInMemberContext = createContext<SignedInMember | null>(null);

/** Given by the admin layout (app/admin/admin-layout.tsx), which asks the server once per page load. */
export const SignedInMemberProvider = SignedInMemberContext.Provider;

/**
 * The signed-in member for a screen that shows or checks the role: the one source, so the menu and
 * the screens agree. Outside the admin layout (no provider), the stored member, taken as is.
 */
export function useSignedInMember(): SignedInMember {
  return useContext(SignedInMemberContext) ?? { user: getUser(), confirmed: true };
}
