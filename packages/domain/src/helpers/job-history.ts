export type JobHistoryLogin = { loggedUserLogin?: string | null };

/**
 * docs/product.md §4: the second (PROCESSING) and third (PACK_GROUPS_CREATED) history entries are written by
 * the platform, so each one without a login shows the first entry's login (the depositor). Other entries are
 * left as they are.
 */
export function fillJobHistoryLogins<T extends JobHistoryLogin>(entries: readonly T[]): T[] {
  const firstLogin = entries[0]?.loggedUserLogin;
  return entries.map((entry, index) =>
    (index === 1 || index === 2) && !entry.loggedUserLogin && firstLogin
      ? { ...entry, loggedUserLogin: firstLogin }
      : entry,
  );
}
