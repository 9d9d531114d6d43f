import { z } from 'zod';

// Instance-wide security settings and active sessions (issue 15, System > Security; docs/security.md "Instance
// security settings"; docs/domain-decisions.md "Instance security settings"). Each setting has a default from the
// configuration (docs/configuration.md); the System screen overrides it, and every process applies the override
// within a few seconds, without restart.

/** The bounds of each numeric setting, inclusive. */
export const SECURITY_SETTING_BOUNDS = {
  sessionTtlMinutes: { min: 5, max: 43_200 },
  sessionMaxHours: { min: 1, max: 8_760 },
  loginPerAccount: { min: 1, max: 100 },
  loginPerAddress: { min: 1, max: 10_000 },
  loginWindowMinutes: { min: 1, max: 1_440 },
  minPasswordEntropy: { min: 0, max: 128 },
  maxPasswordValidityDays: { min: 1, max: 3_650 },
} as const;
export type NumericSecuritySetting = keyof typeof SECURITY_SETTING_BOUNDS;

/** Most allowed origins one instance lists. */
export const MAX_ALLOWED_ORIGINS = 50;

/** The settings that may be null: no absolute session lifetime, no password expiry. */
export const NULLABLE_SECURITY_SETTINGS = ['sessionMaxHours', 'maxPasswordValidityDays'] as const;

/** Every setting's effective value. */
export const securitySettingsSchema = z.object({
  /** Idle time after which a session expires (sliding: each use extends it). */
  sessionTtlMinutes: z.number().int(),
  /** Absolute lifetime of a session from its sign-in, however active; null: none. */
  sessionMaxHours: z.number().int().nullable(),
  /** Failed sign-ins per login from one address (and from anywhere before slowing), within the window. */
  loginPerAccount: z.number().int(),
  /** Failed sign-ins per client address within the window. */
  loginPerAddress: z.number().int(),
  loginWindowMinutes: z.number().int(),
  /** Password rules of the OUs whose chain sets none (docs/product.md §3 OU). */
  minPasswordEntropy: z.number().int(),
  maxPasswordValidityDays: z.number().int().nullable(),
  /** Exact origins (`https://host[:port]`) whose pages may call /api from a browser (CORS, no credentials). */
  allowedOrigins: z.array(z.string()),
});
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;
export type SecuritySettingName = keyof SecuritySettings;
export const SECURITY_SETTING_NAMES = Object.keys(
  securitySettingsSchema.shape,
) as readonly SecuritySettingName[];

/**
 * What the System screen overrides: an absent setting takes its default. Numbers are checked by
 * securitySettingsIssues (each refusal at its field), not by the schema.
 */
export const securityOverridesSchema = z
  .object({
    sessionTtlMinutes: z.number(),
    sessionMaxHours: z.number().nullable(),
    loginPerAccount: z.number(),
    loginPerAddress: z.number(),
    loginWindowMinutes: z.number(),
    minPasswordEntropy: z.number(),
    maxPasswordValidityDays: z.number().nullable(),
    allowedOrigins: z.array(z.string().max(2_000)).max(1_000),
  })
  .partial();
export type SecurityOverrides = z.infer<typeof securityOverridesSchema>;

const settingViewSchema = <T extends z.ZodType>(value: T) =>
  z.object({ value, default: value, overridden: z.boolean() });

/** GET /system/security: each setting's value, its default from the configuration, whether it is overridden. */
export const securitySettingsViewSchema = z.object({
  /** Of the stored overrides; 0 when none were ever saved. Sent back with a save (-13 when it moved). */
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
  settings: z.object({
    sessionTtlMinutes: settingViewSchema(z.number().int()),
    sessionMaxHours: settingViewSchema(z.number().int().nullable()),
    loginPerAccount: settingViewSchema(z.number().int()),
    loginPerAddress: settingViewSchema(z.number().int()),
    loginWindowMinutes: settingViewSchema(z.number().int()),
    minPasswordEntropy: settingViewSchema(z.number().int()),
    maxPasswordValidityDays: settingViewSchema(z.number().int().nullable()),
    allowedOrigins: settingViewSchema(z.array(z.string())),
  }),
});
export type SecuritySettingsView = z.infer<typeof securitySettingsViewSchema>;

export const securitySettingsSaveBodySchema = z.object({
  version: z.number().int().min(0),
  overrides: securityOverridesSchema,
});
export type SecuritySettingsSaveBody = z.infer<typeof securitySettingsSaveBodySchema>;

/** The issue keys of securitySettingsIssues; the browser shows `system.security.issue.<key after the dot>`. */
export const SECURITY_SETTINGS_ISSUE_KEYS = [
  'securitySettings.notInteger',
  'securitySettings.outOfRange',
  'securitySettings.originInvalid',
  'securitySettings.originInsecure',
  'securitySettings.originDuplicate',
  'securitySettings.tooManyOrigins',
] as const;
export type SecuritySettingsIssueKey = (typeof SECURITY_SETTINGS_ISSUE_KEYS)[number];

export type SecuritySettingsIssue = {
  key: SecuritySettingsIssueKey;
  path: string;
  severity: 'error';
  /** `reason` is the English text, for integrators (the browser shows the label). */
  params: Record<string, string | number>;
};

const issueOf = (
  key: SecuritySettingsIssueKey,
  path: string,
  reason: string,
  params: Record<string, string | number> = {},
): SecuritySettingsIssue => ({ key, path, severity: 'error', params: { ...params, reason } });

/** Hosts a plain-http origin may name: a browser on the server's own machine (development, kiosks). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const ORIGIN =
  /^(https?):\/\/(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*)(?::(\d{1,5}))?\/?$/i;
const DEFAULT_PORTS: Record<string, string> = { http: '80', https: '443' };

/**
 * The canonical form of an origin (`https://host[:port]`, lower case, no default port), or null when `text` is not
 * exactly an origin: a scheme other than http(s), a path, a query, a fragment, credentials or a host name that is
 * not ASCII (write it in punycode) refuse it. The URL global is not used: this runs alike in every runtime.
 */
export function canonicalOrigin(text: string): string | null {
  const match = ORIGIN.exec(text.trim());
  if (!match) return null;
  const scheme = match[1]!.toLowerCase();
  const host = match[2]!.toLowerCase();
  const port = match[3];
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65_535)) return null;
  const shownPort = port === undefined || port === DEFAULT_PORTS[scheme] ? '' : `:${Number(port)}`;
  return `${scheme}://${host}${shownPort}`;
}

/** Whether an origin (canonical) may be allowed: https, or http on the loopback host only. */
export function isSecureOrigin(origin: string): boolean {
  const [, scheme, host] = /^(https?):\/\/(\[[^\]]+\]|[^:]+)/.exec(origin) ?? [];
  return scheme === 'https' || (host !== undefined && LOOPBACK_HOSTS.has(host));
}

/**
 * Every broken rule of the overrides, at its field: whole numbers within SECURITY_SETTING_BOUNDS (null allowed
 * where NULLABLE_SECURITY_SETTINGS says so), origins exact, https (http for the loopback host only), each once,
 * at most MAX_ALLOWED_ORIGINS.
 */
export function securitySettingsIssues(overrides: SecurityOverrides): SecuritySettingsIssue[] {
  const issues: SecuritySettingsIssue[] = [];
  for (const name of Object.keys(SECURITY_SETTING_BOUNDS) as NumericSecuritySetting[]) {
    const value = overrides[name];
    if (value === undefined || value === null) continue;
    const { min, max } = SECURITY_SETTING_BOUNDS[name];
    if (!Number.isInteger(value)) {
      issues.push(issueOf('securitySettings.notInteger', name, 'A whole number is expected.'));
    } else if (value < min || value > max) {
      issues.push(issueOf('securitySettings.outOfRange', name, `Between ${min} and ${max}.`, { min, max }));
    }
  }
  const origins = overrides.allowedOrigins ?? [];
  if (origins.length > MAX_ALLOWED_ORIGINS) {
    issues.push(
      issueOf('securitySettings.tooManyOrigins', 'allowedOrigins', `At most ${MAX_ALLOWED_ORIGINS}.`, {
        max: MAX_ALLOWED_ORIGINS,
      }),
    );
  }
  const seen = new Set<string>();
  origins.forEach((text, index) => {
    const path = `allowedOrigins[${index}]`;
    const origin = canonicalOrigin(text);
    if (origin === null) {
      issues.push(
        issueOf(
          'securitySettings.originInvalid',
          path,
          'Write an origin: https://host or https://host:port.',
        ),
      );
    } else if (!isSecureOrigin(origin)) {
      issues.push(
        issueOf('securitySettings.originInsecure', path, 'Only https, except for localhost.', { origin }),
      );
    } else if (seen.has(origin)) {
      issues.push(
        issueOf('securitySettings.originDuplicate', path, `${origin} is listed twice.`, { origin }),
      );
    }
    if (origin) seen.add(origin);
  });
  return issues;
}

/** The overrides as stored: origins canonical, absent settings left out. Call once they have no issues. */
export function normalizeSecurityOverrides(overrides: SecurityOverrides): SecurityOverrides {
  const normalized: SecurityOverrides = { ...overrides };
  if (overrides.allowedOrigins) {
    normalized.allowedOrigins = overrides.allowedOrigins.map((o) => canonicalOrigin(o) ?? o);
  }
  for (const name of SECURITY_SETTING_NAMES) {
    if (normalized[name] === undefined) delete normalized[name];
  }
  return normalized;
}

/** Each setting: the override when there is one, else the default. */
export function effectiveSecuritySettings(
  defaults: SecuritySettings,
  overrides: SecurityOverrides,
): SecuritySettings {
  const effective = { ...defaults };
  for (const name of SECURITY_SETTING_NAMES) {
    const value = overrides[name];
    if (value !== undefined) (effective as Record<string, unknown>)[name] = value;
  }
  return effective;
}

const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/FxiOS\/(\d+)/, 'Firefox'],
  [/CriOS\/(\d+)/, 'Chrome'],
  [/Chrome\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[.\d]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** A user agent as a person reads it ("Firefox 128 on Linux"); an unknown one cut to 60 characters. */
export function shortUserAgent(userAgent: string | null): string {
  if (!userAgent) return '';
  const browser = BROWSERS.map(([re, name]) => [userAgent.match(re), name] as const).find(([m]) => m);
  const system = SYSTEMS.find(([re]) => re.test(userAgent))?.[1];
  if (!browser) return userAgent.length > 60 ? `${userAgent.slice(0, 59)}…` : userAgent;
  const name = `${browser[1]} ${browser[0]![1]}`;
  return system ? `${name} on ${system}` : name;
}

export const activeSessionsQuerySchema = z.object({
  /** The OU and the OUs under it; none: every OU the caller administers. */
  ouId: z.string().max(100).optional(),
  /** Part of the login, case ignored. */
  login: z.string().max(200).optional(),
});

export const activeSessionSchema = z.object({
  id: z.string(),
  userId: z.string(),
  login: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  ouId: z.string(),
  ouName: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  remoteAddress: z.string().nullable(),
  /** Shortened ("Firefox 128 on Linux"); the whole text in `userAgentFull`. */
  userAgent: z.string(),
  userAgentFull: z.string().nullable(),
  /** The caller's own session, the one this call was made with. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

/** Most sessions one answer lists; `overflow` says there are more (filter by login or OU). */
export const ACTIVE_SESSIONS_LIMIT = 200;

export const activeSessionsResultSchema = z.object({
  sessions: z.array(activeSessionSchema),
  overflow: z.boolean(),
});
export type ActiveSessions = z.infer<typeof activeSessionsResultSchema>;

export const sessionIdParamsSchema = z.object({ sessionId: z.string().max(100) });

export const endedSessionSchema = z.object({
  id: z.string(),
  /** The caller ended its own session: its next call answers the session time-out. */
  current: z.boolean(),
});

export const endUserSessionsBodySchema = z.object({ userId: z.string().max(100) });
export const endedUserSessionsSchema = z.object({
  userId: z.string(),
  ended: z.number().int(),
  /** The caller's own session was among them. */
  current: z.boolean(),
});
