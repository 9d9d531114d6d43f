import {
  ssoScopes,
  validateSsoSettings,
  type LabelKey,
  type SsoIssue,
  type SsoSaveBody,
  type SsoSettings,
} from '@postbridge/domain';
import { flag } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { AppError, errors } from '../../platform/errors';
import { appendHistory } from '../../platform/history/queries';
import type { SessionContext } from '../../platform/policy';
import { secretBoxOf } from '../../platform/secret-box';
import { presentSsoSettings } from './present-settings';
import {
  brandingWithSso,
  insertSso,
  ouPathById,
  profileOu,
  updateSsoAt,
  type BrandingSsoRow,
} from './queries';

/** A refusal at its field (`body.<field>`), shown by the web under that field. */
function ssoRefusal(issue: SsoIssue): AppError {
  const field = `body.${issue.field}`;
  return new AppError(
    'badRequest',
    `${field}: ${issue.key}`,
    `sso.error.${issue.key}` as LabelKey,
    undefined,
    field,
  );
}

async function brandingOrNotFound(deps: Deps, brandingId: string): Promise<BrandingSsoRow> {
  const row = await brandingWithSso(deps.db, brandingId);
  if (!row) throw errors.notFound('The white label');
  return row;
}

/** GET /brandings/:id/sso. */
export async function ssoSettings(deps: Deps, brandingId: string): Promise<SsoSettings> {
  return presentSsoSettings(await brandingOrNotFound(deps, brandingId), deps.config.publicUrl);
}

/**
 * POST /brandings/:id/sso: every rule checked (the first refusal answers -2 at its field), the client secret
 * sealed at rest (null keeps the stored one), `version` the one read (else -13). Written to the white label's
 * history without the secret.
 */
export async function saveSsoSettings(
  deps: Deps,
  session: SessionContext,
  brandingId: string,
  body: SsoSaveBody,
): Promise<SsoSettings> {
  const existing = await brandingOrNotFound(deps, brandingId);
  if (body.version !== existing.version) throw errors.editionConflict();
  const [issue] = validateSsoSettings(body, Boolean(existing.client_secret_sealed));
  if (issue) throw ssoRefusal(issue);
  await refuseUnknownPlacement(deps, body);

  const now = deps.clock.now().toISOString();
  const secret = body.clientSecret?.trim();
  const columns = {
    enabled: flag(body.enabled),
    issuer_url: body.issuerUrl.trim().replace(/\/+$/, ''),
    client_id: body.clientId.trim(),
    ...(secret ? { client_secret_sealed: (await secretBoxOf(deps.config)).seal(secret) } : {}),
    scopes: ssoScopes(body.scopes).join(' '),
    claim: body.claim.trim(),
    match_by: body.matchBy,
    create_users: flag(body.createUsers),
    ou_id: body.ouId,
    profile_id: body.profileId,
    button_text: body.buttonText.trim(),
    updated_at: now,
  };
  await deps.db.transaction().execute(async (tx) => {
    if (existing.version === null) {
      await insertSso(tx, { branding_id: brandingId, ...columns });
    } else if (!(await updateSsoAt(tx, brandingId, existing.version, columns))) {
      throw errors.editionConflict();
    }
    await appendHistory(tx, {
      entityType: 'branding',
      entityId: brandingId,
      ouId: session.ouId,
      action: 'ssoSettings',
      login: session.login,
      at: now,
      details: {
        enabled: body.enabled,
        issuerUrl: columns.issuer_url,
        clientId: columns.client_id,
        secretChanged: Boolean(secret),
        createUsers: body.createUsers,
      },
    });
  });
  return ssoSettings(deps, brandingId);
}

/** The OU and profile of created users must exist, the profile being the OU's or one above it. */
async function refuseUnknownPlacement(deps: Deps, body: SsoSaveBody): Promise<void> {
  const ou = body.ouId ? await ouPathById(deps.db, body.ouId) : undefined;
  if (body.ouId && !ou) throw ssoRefusal({ field: 'ouId', key: 'ouRequired' });
  if (!body.profileId) return;
  const profile = await profileOu(deps.db, body.profileId);
  if (!profile) throw ssoRefusal({ field: 'profileId', key: 'profileRequired' });
  if (ou && !ou.path.startsWith(profile.ou_path))
    throw ssoRefusal({ field: 'profileId', key: 'profileNotOfOu' });
}
