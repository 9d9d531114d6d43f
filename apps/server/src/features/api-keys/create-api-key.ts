import {
  API_KEY_SECRET_PREFIX,
  apiKeyPermissions,
  permissionsBeyondGrantor,
  type CreateApiKeyBody,
  type CreatedApiKey,
} from '@postbridge/domain';
import { randomBytes } from 'node:crypto';
import { newId } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { AppError, errors } from '../../platform/errors';
import { appendHistory } from '../../platform/history/queries';
import type { SessionContext } from '../../platform/policy';
import { hashToken } from '../auth';
import { ouIdsOfPath } from '../services';
import { administeredOu } from './api-key-access';
import { presentApiKey } from './present-api-key';
import { apiKeyById, insertApiKey, insertTechnicalUser, profileOfId } from './queries';

/** Calls per minute of a key created without a limit of its own. */
const DEFAULT_RATE_LIMIT_PER_MINUTE = 600;

/**
 * POST /ou/{ouId}/api-keys: a key of the OU and its technical user (docs/domain-decisions.md "API keys"). The
 * secret is 256 random bits after `pbk_`; only its SHA-256 is kept, and the answer is the one place it appears.
 * The creator gives only scopes whose permissions it holds itself (the rule of profiles), and the profile whose
 * services deposits may use is one of the OU or of one above it.
 */
export async function createApiKey(
  deps: Deps,
  session: SessionContext,
  ouId: string,
  body: CreateApiKeyBody,
): Promise<CreatedApiKey> {
  const ou = await administeredOu(deps, session, ouId, 'change');
  const now = deps.clock.now();
  if (body.expiresAt && Date.parse(body.expiresAt) <= now.getTime()) {
    throw errors.badRequest('body.expiresAt', 'must be in the future');
  }
  const masks = apiKeyPermissions(body.scopes);
  const beyond = permissionsBeyondGrantor(
    session,
    { permissions: 0, permissionsOnGroup: 0, permissionsOnOU: 0 },
    { permissions: masks.permissions, permissionsOnGroup: 0, permissionsOnOU: masks.permissionsOnOU },
  );
  if (beyond.length) {
    throw new AppError(
      'unauthorized',
      `body.scopes: these scopes need permissions you do not hold (${[...new Set(beyond.map((b) => b.permission))].join(', ')}).`,
      'apiKey.error.scopesBeyondYours',
      undefined,
      'body.scopes',
    );
  }
  const profileId = body.profileId ?? null;
  if (profileId) {
    const profile = await profileOfId(deps.db, profileId);
    if (!profile || !ouIdsOfPath(ou.path).includes(profile.ou_id)) {
      throw errors.badRequest('body.profileId', 'is not a profile of this account or of one above it');
    }
  }

  const secret = `${API_KEY_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
  const prefix = secret.slice(0, API_KEY_SECRET_PREFIX.length + 8);
  const keyId = newId();
  const userId = newId();
  const at = now.toISOString();
  // What history shows as who made each change with this key.
  const login = `${body.name} (API key ${prefix})`;
  await deps.db.transaction().execute(async (tx) => {
    // The technical user never signs in: no password matches its hash, and removed keeps it out of user lists.
    await insertTechnicalUser(tx, {
      id: userId,
      ou_id: ou.id,
      login,
      password_hash: '!api-key',
      password_changed_at: at,
      last_name: body.name,
      profile_id: profileId,
      enabled: 0,
      removed: 1,
      creation_date: at,
    });
    await insertApiKey(tx, {
      id: keyId,
      ou_id: ou.id,
      user_id: userId,
      name: body.name,
      prefix,
      secret_hash: hashToken(secret),
      scopes: JSON.stringify(body.scopes),
      rate_limit_per_minute: body.rateLimitPerMinute ?? DEFAULT_RATE_LIMIT_PER_MINUTE,
      created_at: at,
      created_by: session.login,
      expires_at: body.expiresAt ? new Date(body.expiresAt).toISOString() : null,
    });
    await appendHistory(tx, {
      entityType: 'apiKey',
      entityId: keyId,
      ouId: ou.id,
      action: 'create',
      login: session.login,
      at,
      details: { name: body.name, prefix, scopes: body.scopes, expiresAt: body.expiresAt ?? null },
    });
  });
  const row = await apiKeyById(deps.db, keyId);
  if (!row) throw errors.notFound('The API key');
  return { key: presentApiKey(row), secret };
}
