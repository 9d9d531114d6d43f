import { resolveStatusPalette, type Branding, type BrandingDetail } from '@postbridge/domain';
import { parseJson } from '../../platform/db/util';
import type { BrandingRow } from '../../platform/db/schema';

type StoredProperties = Partial<BrandingDetail['properties']>;

/** A branding row as the app shows it (`brandingSchema`). */
export function presentBranding(row: BrandingRow): Branding {
  return {
    id: row.id,
    name: row.name,
    applicationName: row.application_name,
    virtualHost: row.virtual_host,
    authenticationRealm: row.authentication_realm,
    backgroundImageURL: row.background_image_url,
    logoImageURL: row.logo_image_url,
    notificationIconURL: row.notification_icon_url,
    properties: presentProperties(row),
    statusColors: resolveStatusPalette(parseJson(row.status_colors, {})),
  };
}

/** A branding row in full, as System edits it. */
export function presentBrandingDetail(row: BrandingRow, accountCount: number): BrandingDetail {
  return {
    ...presentBranding(row),
    properties: presentProperties(row),
    version: row.version,
    updateDate: row.updated_at ?? row.created_at,
    accountCount,
  };
}

function presentProperties(row: BrandingRow): BrandingDetail['properties'] {
  const p = parseJson<StoredProperties>(row.properties, {});
  return {
    css: p.css ?? null,
    favicon: p.favicon ?? null,
    primaryColor: p.primaryColor ?? null,
    iconColors: p.iconColors ?? {},
    embeddedParentUrls: p.embeddedParentUrls ?? [],
    chatSupportUrl: p.chatSupportUrl ?? null,
  };
}
