import { resolveStatusPalette, type Branding } from '@postbridge/domain';
import { parseJson } from '../../platform/db/util';
import type { BrandingRow } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import type { SessionContext } from '../../platform/policy';
import { brandingByHost, brandingByName, brandingOfOuPath } from './queries';

export const DEFAULT_BRANDING_NAME = 'default';

/**
 * The white label to show: the caller's OU's (nearest ancestor with one) when signed in, else the one whose
 * virtual host is the requested host name (the sign-in page of a white-labelled domain), else the default.
 */
export async function myBranding(
  deps: Deps,
  session: SessionContext | null,
  host: string,
): Promise<Branding> {
  const row =
    (session ? await brandingOfOuPath(deps.db, session.ouPath) : undefined) ??
    (await brandingByHost(deps.db, host)) ??
    (await brandingByName(deps.db, DEFAULT_BRANDING_NAME));
  if (!row) throw new Error('No default branding: the database was not seeded.');
  return presentBranding(row);
}

type StoredProperties = Partial<Branding['properties']>;

function presentBranding(row: BrandingRow): Branding {
  const p = parseJson<StoredProperties>(row.properties, {});
  return {
    id: row.id,
    name: row.name,
    applicationName: row.application_name,
    virtualHost: row.virtual_host,
    authenticationRealm: row.authentication_realm,
    backgroundImageURL: row.background_image_url,
    logoImageURL: row.logo_image_url,
    notificationIconURL: row.notification_icon_url,
    properties: {
      css: p.css ?? null,
      favicon: p.favicon ?? null,
      primaryColor: p.primaryColor ?? null,
      iconColors: p.iconColors ?? {},
      embeddedParentUrls: p.embeddedParentUrls ?? [],
    },
    statusColors: resolveStatusPalette(parseJson(row.status_colors, {})),
  };
}
