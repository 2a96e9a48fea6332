import type { PublicUser } from '@school/shared/auth-schemas';
import type { Session } from '../../domain/accounts/accounts.js';
import type { IdentityUser } from '../../ports/identity.js';

/** What the API tells about a user: never the id the identity provider keeps. */
export const publicUser = ({ name, role, email }: IdentityUser): PublicUser => ({ name, role, email });

/** A fresh session as the sign-in calls answer it (`{ success, token, user }`). */
export const presentSession = ({ token, user }: Session): { token: string; user: PublicUser } => ({ token, user: publicUser(user) });
