import {
  DEFAULT_STATUS_PALETTE,
  DISPLAY_STATUS_KINDS,
  resolveStatusPalette,
  type Branding,
  type BrandingDetail,
  type BrandingIssue,
  type BrandingSaveBody,
  type LabelKey,
} from '@postbridge/domain';
import { ApiError } from '../../../api/errors';

/** The white label being edited: the save body, the list of origins as typed (one per line). */
export type BrandingDraft = Omit<BrandingSaveBody, 'properties'> & {
  properties: Omit<BrandingSaveBody['properties'], 'embeddedParentUrls'>;
  /** One origin per line, as typed; split when saved. */
  origins: string;
};

export const emptyDraft = (): BrandingDraft => ({
  name: '',
  applicationName: '',
  virtualHost: null,
  authenticationRealm: null,
  backgroundImageURL: null,
  logoImageURL: null,
  notificationIconURL: null,
  properties: { css: null, favicon: null, primaryColor: null, iconColors: {}, chatSupportUrl: null },
  statusColors: resolveStatusPalette({}),
  origins: '',
});

export function draftOf(b: BrandingDetail): BrandingDraft {
  const { embeddedParentUrls, ...properties } = b.properties;
  return {
    id: b.id,
    version: b.version,
    name: b.name,
    applicationName: b.applicationName,
    virtualHost: b.virtualHost,
    authenticationRealm: b.authenticationRealm,
    backgroundImageURL: b.backgroundImageURL,
    logoImageURL: b.logoImageURL,
    notificationIconURL: b.notificationIconURL,
    properties,
    statusColors: resolveStatusPalette(b.statusColors),
    origins: embeddedParentUrls.join('\n'),
  };
}

const orNull = (value: string | null) => (value?.trim() ? value.trim() : null);

const originsOf = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** Only the statuses whose colours or name differ from the defaults are saved: the rest follow the defaults. */
function changedStatusColors(palette: BrandingDraft['statusColors']): BrandingDraft['statusColors'] {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  return Object.fromEntries(
    Object.entries(palette).filter(([kind, entry]) => {
      const fallback = DEFAULT_STATUS_PALETTE[kind as keyof typeof DEFAULT_STATUS_PALETTE];
      return (
        !fallback ||
        !same(entry.color, fallback.color) ||
        !same(entry.textColor, fallback.textColor) ||
        entry.name.trim() !== fallback.name
      );
    }),
  );
}

export function bodyOf(d: BrandingDraft): BrandingSaveBody {
  const { origins, ...rest } = d;
  return {
    ...rest,
    statusColors: changedStatusColors(d.statusColors),
    name: d.name.trim(),
    applicationName: d.applicationName.trim(),
    virtualHost: orNull(d.virtualHost),
    authenticationRealm: orNull(d.authenticationRealm),
    properties: {
      ...d.properties,
      css: orNull(d.properties.css),
      primaryColor: orNull(d.properties.primaryColor),
      chatSupportUrl: orNull(d.properties.chatSupportUrl),
      embeddedParentUrls: originsOf(origins),
    },
  };
}

/** The draft as the app would show it: what the preview applies. */
export function brandingOfDraft(d: BrandingDraft): Branding {
  return {
    id: d.id ?? 'draft',
    name: d.name,
    applicationName: d.applicationName,
    virtualHost: d.virtualHost,
    authenticationRealm: d.authenticationRealm,
    backgroundImageURL: d.backgroundImageURL,
    logoImageURL: d.logoImageURL,
    notificationIconURL: d.notificationIconURL,
    // The preview never loads the chat provider's script: it shows the draft, it does not run it.
    properties: { ...d.properties, embeddedParentUrls: originsOf(d.origins), chatSupportUrl: null },
    statusColors: d.statusColors,
  };
}

export type TabName = 'general' | 'images' | 'colours' | 'css' | 'chat' | 'embedded' | 'news' | 'sso';

/**
 * Which field of the editor a refusal names (`body.properties.embeddedParentUrls[1]` → `origins`), so that its
 * message shows under that field.
 */
export function fieldOfError(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.field?.startsWith('body.')) return null;
  return editorField(error.field.slice('body.'.length));
}

/** The editor's field of a refusal found before sending. */
export const fieldOfIssue = (issue: BrandingIssue): string => editorField(issue.field);

function editorField(path: string): string {
  if (path.startsWith('properties.embeddedParentUrls')) return 'origins';
  if (path.startsWith('properties.favicon')) return 'favicon';
  if (path.startsWith('statusColors.')) return path;
  return path.replace(/^properties\./, '');
}

/** The tab holding a field of the editor. */
export function tabOfField(field: string): TabName {
  if (['logoImageURL', 'backgroundImageURL', 'notificationIconURL', 'favicon'].includes(field))
    return 'images';
  if (field === 'primaryColor' || field.startsWith('iconColors.') || field.startsWith('statusColors.'))
    return 'colours';
  if (field === 'css') return 'css';
  if (field === 'chatSupportUrl') return 'chat';
  if (field === 'origins') return 'embedded';
  return 'general';
}

export const STATUS_KINDS = DISPLAY_STATUS_KINDS;

export const TAB_LABELS: Record<TabName, LabelKey> = {
  general: 'system.brandings.tab.general',
  images: 'system.brandings.tab.images',
  colours: 'system.brandings.tab.colours',
  css: 'system.brandings.tab.css',
  chat: 'system.brandings.tab.chat',
  embedded: 'system.brandings.tab.embedded',
  news: 'system.brandings.tab.news',
  sso: 'sso.tab',
};
