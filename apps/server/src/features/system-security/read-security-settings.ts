import {
  SECURITY_SETTING_NAMES,
  effectiveSecuritySettings,
  type SecuritySettingsView,
} from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { SECURITY_SETTING_ROW, settingRow } from './queries';
import { defaultSecuritySettings, overridesOf } from './security-settings';

/** GET /system/security: each setting's effective value, its default and whether System overrides it. */
export async function readSecuritySettings(deps: Deps): Promise<SecuritySettingsView> {
  const row = await settingRow(deps.db, SECURITY_SETTING_ROW);
  const defaults = defaultSecuritySettings(deps.config);
  const overrides = overridesOf(row?.value);
  const values = effectiveSecuritySettings(defaults, overrides);
  const settings = Object.fromEntries(
    SECURITY_SETTING_NAMES.map((name) => [
      name,
      { value: values[name], default: defaults[name], overridden: overrides[name] !== undefined },
    ]),
  ) as SecuritySettingsView['settings'];
  return {
    version: row?.version ?? 0,
    updatedAt: row?.updated_at ?? null,
    updatedBy: row?.updated_by ?? null,
    settings,
  };
}
