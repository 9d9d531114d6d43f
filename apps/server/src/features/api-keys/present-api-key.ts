import { API_KEY_SCOPES, type ApiKey, type ApiKeyScope } from '@postbridge/domain';
import { parseJson } from '../../platform/db/util';
import type { ApiKeyRow } from './queries';

/** The stored scopes, keeping only names this version knows (an unknown one grants nothing). */
export function scopesOf(row: Pick<ApiKeyRow, 'scopes'>): ApiKeyScope[] {
  const stored = parseJson<string[]>(row.scopes, []);
  return API_KEY_SCOPES.filter((scope) => stored.includes(scope));
}

export function presentApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    ouId: row.ou_id,
    name: row.name,
    prefix: row.prefix,
    scopes: scopesOf(row),
    rateLimitPerMinute: row.rate_limit_per_minute,
    profileId: row.profile_id,
    createdAt: row.created_at,
    createdBy: row.created_by,
    lastUsedAt: row.last_used_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    revokedBy: row.revoked_by,
  };
}
