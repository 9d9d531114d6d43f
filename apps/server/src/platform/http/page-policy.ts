// The Content-Security-Policy of the app's page (index.html) on one host: the instance-wide policy (helmet, in
// app.ts) widened by what the white label of that host allows, and nothing else. A white label's embedded-mode
// parent pages may frame it (frame-ancestors), its chat provider's script may run (script-src, connect-src,
// frame-src); another host's page keeps the strict policy. API answers never carry these additions.

/** What one host's white label adds to its page's policy: exact origins (`https://host[:port]`). */
export type PagePolicy = { frameAncestors: readonly string[]; chatOrigins: readonly string[] };

export const NO_PAGE_POLICY: PagePolicy = { frameAncestors: [], chatOrigins: [] };

/** Only exact origins pass: anything else (a keyword, a wildcard, a path) is dropped, never written. */
const ORIGIN = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/i;

/** `csp` with the sources of `policy` appended to their directives (each directive created from 'self' if absent). */
export function widenPolicy(csp: string, policy: PagePolicy): string {
  const directives = new Map<string, string[]>();
  for (const part of csp.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  const add = (name: string, origins: readonly string[]) => {
    const valid = origins.filter((o) => ORIGIN.test(o));
    if (!valid.length) return;
    const sources = directives.get(name) ?? ["'self'"];
    directives.set(name, [...sources, ...valid.filter((o) => !sources.includes(o))]);
  };
  add('frame-ancestors', policy.frameAncestors);
  add('script-src', policy.chatOrigins);
  add('connect-src', policy.chatOrigins);
  add('frame-src', policy.chatOrigins);
  return [...directives].map(([name, sources]) => [name, ...sources].join(' ')).join(';');
}
