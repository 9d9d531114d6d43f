import type { CostSettingsSaveBody, CostSettingsView, PriceListSaveBody } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { appendHistory } from '../../platform/history/queries';
import type { SessionContext } from '../../platform/policy';
import { channelById } from '../channels';
import {
  COST_SETTING_ROW,
  costSettingRow,
  deleteCostSettingAt,
  deletePriceListAt,
  insertCostSetting,
  insertPriceList,
  priceListRow,
  updateCostSettingAt,
  updatePriceListAt,
} from './queries';
import { readCostSettings } from './read-cost-settings';

// Saving System > Costs and CO₂ (superAdmin, by the contract). Each save is guarded by the version the screen read
// (0: nothing saved; another answers -13), and commits with its history row: who, and what was saved. Null goes
// back to the built-in values (the row is deleted, so the next built-in values of a new version apply).

/** Writes, replaces or deletes one versioned row; answers false on a version conflict. */
async function saveVersioned(
  existing: { version: number } | undefined,
  expected: number,
  write: {
    insert: () => Promise<void>;
    update: (version: number) => Promise<boolean>;
    remove: (version: number) => Promise<boolean>;
  },
  value: unknown,
): Promise<void> {
  if ((existing?.version ?? 0) !== expected) throw errors.editionConflict();
  if (value === null) {
    if (existing && !(await write.remove(existing.version))) throw errors.editionConflict();
  } else if (existing) {
    if (!(await write.update(existing.version))) throw errors.editionConflict();
  } else {
    // Two first saves at once: the second finds the row taken, as a conflict.
    await write.insert().catch(() => {
      throw errors.editionConflict();
    });
  }
}

/** POST /system/costs. */
export async function saveCostSettings(
  deps: Deps,
  session: SessionContext,
  body: CostSettingsSaveBody,
): Promise<CostSettingsView> {
  const at = deps.clock.now().toISOString();
  const row = { value: JSON.stringify(body.settings), updated_at: at, updated_by: session.login };
  await deps.db.transaction().execute(async (tx) => {
    await saveVersioned(
      await costSettingRow(tx),
      body.version,
      {
        insert: () => insertCostSetting(tx, row),
        update: (version) => updateCostSettingAt(tx, version, row),
        remove: (version) => deleteCostSettingAt(tx, version),
      },
      body.settings,
    );
    // Platform-wide settings have no OU of their own: their history carries the OU of the user who changed them.
    await appendHistory(tx, {
      entityType: 'systemSetting',
      entityId: COST_SETTING_ROW,
      ouId: session.ouId,
      action: body.settings ? 'update' : 'reset',
      login: session.login,
      at,
      details: { settings: body.settings },
    });
  });
  return readCostSettings(deps.db);
}

/** POST /system/costs/channels/{channelId}. */
export async function savePriceList(
  deps: Deps,
  session: SessionContext,
  channelId: string,
  body: PriceListSaveBody,
): Promise<CostSettingsView> {
  if (!(await channelById(deps.db, channelId))) throw errors.notFound('The channel');
  const at = deps.clock.now().toISOString();
  const row = { prices: JSON.stringify(body.prices), updated_at: at, updated_by: session.login };
  await deps.db.transaction().execute(async (tx) => {
    await saveVersioned(
      await priceListRow(tx, channelId),
      body.version,
      {
        insert: () => insertPriceList(tx, { channel_id: channelId, ...row }),
        update: (version) => updatePriceListAt(tx, channelId, version, row),
        remove: (version) => deletePriceListAt(tx, channelId, version),
      },
      body.prices,
    );
    await appendHistory(tx, {
      entityType: 'priceList',
      entityId: channelId,
      ouId: session.ouId,
      action: body.prices ? 'update' : 'reset',
      login: session.login,
      at,
      details: { prices: body.prices },
    });
  });
  return readCostSettings(deps.db);
}
