import {
  normalizeSecurityOverrides,
  securitySettingsIssues,
  type SecuritySettingsSaveBody,
  type SecuritySettingsView,
} from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { appendHistory } from '../../platform/history/queries';
import type { SessionContext } from '../../platform/policy';
import { SECURITY_SETTING_ROW, insertSetting, settingRow, updateSettingAt } from './queries';
import { readSecuritySettings } from './read-security-settings';
import { forgetSecuritySettings } from './security-settings';

/**
 * POST /system/security (superAdmin, by the contract): replaces the overrides; a setting left out takes its default
 * again. Every broken rule answers -2 with its issues at their fields; `version` other than the stored one (0: none
 * saved yet) answers -13. The change and its history row (entity 'systemSetting' 'security', who and what) commit
 * together; this process applies it at once, the others within a few seconds.
 */
export async function saveSecuritySettings(
  deps: Deps,
  session: SessionContext,
  body: SecuritySettingsSaveBody,
): Promise<SecuritySettingsView> {
  const issues = securitySettingsIssues(body.overrides);
  if (issues.length) throw errors.invalid('body.overrides', issues);
  const overrides = normalizeSecurityOverrides(body.overrides);
  const at = deps.clock.now().toISOString();
  const value = JSON.stringify(overrides);
  await deps.db.transaction().execute(async (tx) => {
    const existing = await settingRow(tx, SECURITY_SETTING_ROW);
    if ((existing?.version ?? 0) !== body.version) throw errors.editionConflict();
    if (existing) {
      const changes = { value, updated_at: at, updated_by: session.login };
      if (!(await updateSettingAt(tx, SECURITY_SETTING_ROW, existing.version, changes))) {
        throw errors.editionConflict();
      }
    } else {
      // Two first saves at once: the second finds the row taken, as a conflict.
      await insertSetting(tx, {
        name: SECURITY_SETTING_ROW,
        value,
        updated_at: at,
        updated_by: session.login,
      }).catch(() => {
        throw errors.editionConflict();
      });
    }
    // Platform-wide settings have no OU of their own: their history carries the OU of the user who changed them.
    await appendHistory(tx, {
      entityType: 'systemSetting',
      entityId: SECURITY_SETTING_ROW,
      ouId: session.ouId,
      action: 'update',
      login: session.login,
      at,
      details: { overrides },
    });
  });
  forgetSecuritySettings(deps);
  return readSecuritySettings(deps);
}
