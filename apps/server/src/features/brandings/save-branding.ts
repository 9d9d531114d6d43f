import {
  BRANDING_IMAGE_PATH,
  validateBranding,
  type BrandingDetail,
  type BrandingSaveBody,
} from '@postbridge/domain';
import { newId } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { appendHistory } from '../../platform/history/queries';
import type { SessionContext } from '../../platform/policy';
import { brandingRefusal } from './branding-errors';
import { presentBrandingDetail } from './present-branding';
import {
  accountCounts,
  allBrandings,
  brandingById,
  insertBranding,
  storedImageIds,
  updateBrandingAt,
} from './queries';

const blankToNull = (value: string | null) => (value?.trim() ? value.trim() : null);

/**
 * POST /brandings: creates (no id) or updates (`version` = the stored one, else -13) a white label. Every rule of
 * `validateBranding` is checked; the first refusal answers -2 at its field. The virtual host is kept in lower
 * case (host names are matched without regard to case).
 */
export async function saveBranding(
  deps: Deps,
  session: SessionContext,
  body: BrandingSaveBody,
): Promise<BrandingDetail> {
  const existing = body.id ? await brandingById(deps.db, body.id) : undefined;
  if (body.id && !existing) throw errors.notFound('The white label');
  if (existing && body.version !== existing.version) throw errors.editionConflict();
  const others = (await allBrandings(deps.db)).map((b) => ({
    id: b.id,
    name: b.name,
    virtualHost: b.virtual_host,
  }));
  const [issue] = validateBranding(body, others);
  if (issue) throw brandingRefusal(issue);
  await refuseMissingImages(deps, body);

  const id = existing?.id ?? newId();
  const now = deps.clock.now().toISOString();
  const p = body.properties;
  const columns = {
    name: body.name.trim(),
    application_name: body.applicationName.trim(),
    virtual_host: blankToNull(body.virtualHost)?.toLowerCase() ?? null,
    authentication_realm: blankToNull(body.authenticationRealm),
    background_image_url: blankToNull(body.backgroundImageURL),
    logo_image_url: blankToNull(body.logoImageURL),
    notification_icon_url: blankToNull(body.notificationIconURL),
    properties: JSON.stringify({
      css: blankToNull(p.css),
      favicon: p.favicon,
      primaryColor: blankToNull(p.primaryColor),
      iconColors: p.iconColors,
      embeddedParentUrls: p.embeddedParentUrls,
      chatSupportUrl: blankToNull(p.chatSupportUrl),
    }),
    status_colors: JSON.stringify(body.statusColors),
    updated_at: now,
  };
  await deps.db.transaction().execute(async (tx) => {
    if (existing) {
      if (!(await updateBrandingAt(tx, id, existing.version, columns))) throw errors.editionConflict();
    } else {
      await insertBranding(tx, { id, ...columns, created_at: now });
    }
    // White labels are platform-wide: their history carries the OU of the user who changed them.
    await appendHistory(tx, {
      entityType: 'branding',
      entityId: id,
      ouId: session.ouId,
      action: existing ? 'update' : 'create',
      login: session.login,
      at: now,
      details: { name: columns.name, virtualHost: columns.virtual_host },
    });
  });
  const counts = await accountCounts(deps.db);
  return presentBrandingDetail((await brandingById(deps.db, id))!, counts.get(id) ?? 0);
}

const IMAGE_FIELDS = ['logoImageURL', 'backgroundImageURL', 'notificationIconURL'] as const;

/** An image URL of the right form must also name an image that was uploaded (-2 at its field otherwise). */
async function refuseMissingImages(deps: Deps, body: BrandingSaveBody): Promise<void> {
  const idOf = (url: string | null) => (url ? url.slice(BRANDING_IMAGE_PATH.length) : null);
  const ids = IMAGE_FIELDS.map((f) => idOf(body[f])).filter((id): id is string => !!id);
  const stored = await storedImageIds(deps.db, ids);
  for (const field of IMAGE_FIELDS) {
    const id = idOf(body[field]);
    if (id && !stored.has(id)) throw brandingRefusal({ field, key: 'imageUrlInvalid' });
  }
}
