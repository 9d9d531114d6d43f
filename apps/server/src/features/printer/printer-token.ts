import type { NewPrinterToken } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { appendHistory } from '../../platform/history/queries';
import { canDo, type SessionContext } from '../../platform/policy';
import { accountById, canSignIn, hashToken, newToken, sessionContextOf } from '../auth';
import { printerByTokenHash, printerSettingOf, touchPrinterToken, upsertPrinterSetting } from './queries';

/** How many first characters of a token are kept in clear, to tell tokens apart. */
const PREFIX_LENGTH = 8;

/**
 * POST /printer/token: a new printer token for the caller, shown this once (only its SHA-256 is kept); it
 * replaces their previous token, which the printer refuses from then on.
 */
export async function createPrinterToken(deps: Deps, session: SessionContext): Promise<NewPrinterToken> {
  const token = newToken();
  const at = deps.clock.now().toISOString();
  const prefix = token.slice(0, PREFIX_LENGTH);
  await deps.db.transaction().execute(async (tx) => {
    await upsertPrinterSetting(tx, session.userId, {
      token_hash: hashToken(token),
      token_prefix: prefix,
      token_created_at: at,
      token_last_used_at: null,
      updated_at: at,
    });
    await appendHistory(tx, {
      entityType: 'printer',
      entityId: session.userId,
      ouId: session.ouId,
      action: 'tokenCreated',
      state: null,
      login: session.login,
      at,
      details: { prefix },
    });
  });
  return { token, prefix, createdAt: at, lastUsedAt: null };
}

/** DELETE /printer/token: the caller's token is revoked; the printer refuses their jobs until a new one is made. */
export async function revokePrinterToken(deps: Deps, session: SessionContext): Promise<true> {
  const setting = await printerSettingOf(deps.db, session.userId);
  if (!setting?.token_hash) return true;
  const at = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (tx) => {
    await upsertPrinterSetting(tx, session.userId, {
      token_hash: null,
      token_prefix: null,
      token_created_at: null,
      token_last_used_at: null,
      updated_at: at,
    });
    await appendHistory(tx, {
      entityType: 'printer',
      entityId: session.userId,
      ouId: session.ouId,
      action: 'tokenRevoked',
      state: null,
      login: session.login,
      at,
      details: { prefix: setting.token_prefix },
    });
  });
  return true;
}

/** How stale the recorded last use of a token may be before a print writes it again. */
const TOUCH_AFTER_MS = 60_000;

/** Who prints with a token: the user (as a session of theirs) and their printer mode and service. */
export type Printer = {
  session: SessionContext;
  mode: string;
  serviceId: string | null;
};

/**
 * The user a printer token belongs to, if they may print now: an account that may sign in (enabled, in an
 * enabled OU) and create orders (what a printed file becomes). Null otherwise, for the printer to refuse alike.
 */
export async function printerOfToken(deps: Deps, token: string): Promise<Printer | null> {
  if (!token) return null;
  const setting = await printerByTokenHash(deps.db, hashToken(token));
  if (!setting) return null;
  const account = await accountById(deps.db, setting.user_id);
  if (!account || !canSignIn(account)) return null;
  const session = sessionContextOf(account, 'printer');
  if (!canDo(session, 'createOrders')) return null;
  // Printing clients ask the printer's state every few seconds: the last use is written at most once a minute,
  // as an API key's.
  const now = deps.clock.now();
  const last = setting.token_last_used_at ? Date.parse(setting.token_last_used_at) : null;
  if (last === null || now.getTime() - last >= TOUCH_AFTER_MS)
    await touchPrinterToken(deps.db, setting.user_id, now.toISOString());
  return { session, mode: setting.mode, serviceId: setting.service_id };
}
