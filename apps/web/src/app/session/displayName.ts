import type { SessionUser } from '@postbridge/domain';

/** How the interface names the signed-in user: first and last name, else the login. */
export function displayName(user: Pick<SessionUser, 'firstName' | 'lastName' | 'login'>): string {
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return full || user.login;
}
