import {
  effectiveSecuritySettings,
  securityOverridesSchema,
  type SecurityOverrides,
  type SecuritySettings,
} from '@postbridge/domain';
import { addMinutes } from '../../platform/clock';
import type { Config } from '../../platform/config';
import { parseJson } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { SECURITY_SETTING_ROW, settingRow } from './queries';

// The effective instance security settings, read by every process (docs/security.md "Instance security
// settings"): the defaults of the configuration under the overrides saved in System. Each process keeps them a
// few seconds, so that a change reaches every process within CACHE_MS without a restart and without a read per
// request.

/** How long a process keeps the settings it read. */
const CACHE_MS = 5_000;

type Cached = { until: number; settings: Promise<SecuritySettings> };
// Keyed by database handle: one cache per app instance (tests open many).
const cache = new WeakMap<object, Cached>();

/** The defaults: the configuration's values (docs/configuration.md); no password rule, no origin. */
export function defaultSecuritySettings(config: Config): SecuritySettings {
  return {
    sessionTtlMinutes: config.sessionTtlMinutes,
    sessionMaxHours: null,
    loginPerAccount: config.loginLimits.perAccount,
    loginPerAddress: config.loginLimits.perAddress,
    loginWindowMinutes: config.loginLimits.windowMinutes,
    minPasswordEntropy: 0,
    maxPasswordValidityDays: null,
    allowedOrigins: [],
  };
}

/** The overrides a stored value holds; a value this version cannot read counts as none (the defaults apply). */
export function overridesOf(value: string | undefined): SecurityOverrides {
  const parsed = securityOverridesSchema.safeParse(parseJson<unknown>(value, {}));
  return parsed.success ? parsed.data : {};
}

async function readSettings(deps: Pick<Deps, 'db' | 'config'>): Promise<SecuritySettings> {
  const row = await settingRow(deps.db, SECURITY_SETTING_ROW);
  return effectiveSecuritySettings(defaultSecuritySettings(deps.config), overridesOf(row?.value));
}

/** The effective settings, read again after CACHE_MS (a failed read is not kept). */
export function securitySettings(deps: Pick<Deps, 'db' | 'config'>): Promise<SecuritySettings> {
  const now = Date.now();
  const hit = cache.get(deps.db);
  if (hit && hit.until > now) return hit.settings;
  const settings = readSettings(deps);
  cache.set(deps.db, { until: now + CACHE_MS, settings });
  settings.catch(() => cache.delete(deps.db));
  return settings;
}

/** Forgets the cached settings: the process that saved them applies them at once. */
export function forgetSecuritySettings(deps: Pick<Deps, 'db'>): void {
  cache.delete(deps.db);
}

/** The sign-in limits of the login limiter (features/auth/login-limiter.ts). */
export async function loginLimits(
  deps: Pick<Deps, 'db' | 'config'>,
): Promise<{ perAccount: number; perAddress: number; windowMinutes: number }> {
  const s = await securitySettings(deps);
  return {
    perAccount: s.loginPerAccount,
    perAddress: s.loginPerAddress,
    windowMinutes: s.loginWindowMinutes,
  };
}

const HOUR_MS = 3_600_000;

/** The session is older than the absolute lifetime (none: never). */
export function pastMaxLifetime(settings: SecuritySettings, createdAt: string, now: Date): boolean {
  if (settings.sessionMaxHours === null) return false;
  return Date.parse(createdAt) + settings.sessionMaxHours * HOUR_MS <= now.getTime();
}

/** When a session used at `now` expires: the idle lifetime from now, never past its absolute lifetime. */
export function sessionExpiry(settings: SecuritySettings, createdAt: string, now: Date): string {
  const idle = addMinutes(now, settings.sessionTtlMinutes).getTime();
  const absolute =
    settings.sessionMaxHours === null ? idle : Date.parse(createdAt) + settings.sessionMaxHours * HOUR_MS;
  return new Date(Math.min(idle, absolute)).toISOString();
}

type PasswordPolicyRow = { min_password_entropy: number; max_password_validity_days: number | null };

/**
 * An account's password rules with the instance defaults where its OU chain sets none: a minimum entropy of 0 and
 * a validity of none (null or 0) are "not set" (docs/domain-decisions.md "Instance security settings").
 */
export function withPasswordDefaults<T extends PasswordPolicyRow>(row: T, settings: SecuritySettings): T {
  return {
    ...row,
    min_password_entropy:
      Number(row.min_password_entropy) > 0 ? row.min_password_entropy : settings.minPasswordEntropy,
    max_password_validity_days: row.max_password_validity_days || settings.maxPasswordValidityDays,
  };
}
