import type { PrinterConfig, SavePrinterConfigBody } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { appendHistory } from '../../platform/history/queries';
import type { SessionContext } from '../../platform/policy';
import { readableService } from '../services';
import { presentPrinterConfig } from './present-printer';
import { printerSettingOf, upsertPrinterSetting } from './queries';

/** GET /printer/config: the caller's printer address, mode and service, and their token's public part. */
export async function readPrinterConfig(deps: Deps, session: SessionContext): Promise<PrinterConfig> {
  return presentPrinterConfig(deps.config, await printerSettingOf(deps.db, session.userId));
}

/**
 * POST /printer/config: the caller's printer mode and service. Automated printing needs a service the caller may
 * deposit into (one of their profile's services); the service is checked whenever one is given, and kept for
 * the other modes.
 */
export async function savePrinterConfig(
  deps: Deps,
  session: SessionContext,
  body: SavePrinterConfigBody,
): Promise<PrinterConfig> {
  if (body.mode === 'automated' && !body.serviceId) {
    throw errors.badRequest('serviceId', 'automated printing needs a service');
  }
  // A service the caller may not deposit into is "not found", as everywhere, so that ids do not leak.
  if (body.serviceId) await readableService(deps, session, body.serviceId);
  const at = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (tx) => {
    await upsertPrinterSetting(tx, session.userId, {
      mode: body.mode,
      service_id: body.serviceId,
      updated_at: at,
    });
    await appendHistory(tx, {
      entityType: 'printer',
      entityId: session.userId,
      ouId: session.ouId,
      action: 'configured',
      state: body.mode,
      login: session.login,
      at,
      details: { serviceId: body.serviceId },
    });
  });
  return readPrinterConfig(deps, session);
}
