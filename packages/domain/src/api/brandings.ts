// White labels edited in System (issue 15): the save payload, images, news and their rules. The branding as the
// app shows it is `brandingSchema` in ./app.ts. Every rule here is pure (no I/O): the server refuses with them at
// the field, the web checks the same before sending.
import { z } from 'zod';
import { brandingSchema, statusColorSchema } from './app';

/** Where the images of white labels are served; a branding may show only these (docs/domain-decisions.md). */
export const BRANDING_IMAGE_PATH = '/api/brandings/images/';
/** 2 MB: far above any logo or background worth its download on a sign-in page. */
export const BRANDING_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** A favicon carried inside the branding (MIME type + base64): 100 KB of bytes at most. */
export const BRANDING_FAVICON_MAX_BYTES = 100 * 1024;
export const BRANDING_NEWS_MAX_LENGTH = 4000;
export const BRANDING_CSS_MAX_LENGTH = 100_000;
export const BRANDING_NEWS_LOCALES = ['en', 'de', 'es', 'fr', 'he', 'hu', 'nl', 'pt'] as const;
export const DEFAULT_BRANDING = 'default';

export const BRANDING_IMAGE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/x-icon',
  'image/svg+xml',
] as const;
export type BrandingImageType = (typeof BRANDING_IMAGE_TYPES)[number];

// ---------------------------------------------------------------------------------------------- schemas

const brandingPropertiesDetailSchema = brandingSchema.shape.properties;

/** A white label in full, as System edits it. */
export const brandingDetailSchema = brandingSchema.extend({
  properties: brandingPropertiesDetailSchema,
  version: z.number().int(),
  /** When it was last saved (created when never changed). */
  updateDate: z.string(),
  /** How many accounts (OUs) show it. */
  accountCount: z.number().int(),
});
export type BrandingDetail = z.infer<typeof brandingDetailSchema>;
export const brandingDetailListSchema = z.array(brandingDetailSchema);

const nullableText = (max: number) => z.string().max(max).nullable();

export const brandingSaveBodySchema = z.object({
  /** Absent: create; present with `version`: update (-13 when another save came first). */
  id: z.string().max(100).optional(),
  version: z.number().int().optional(),
  name: z.string().max(100),
  applicationName: z.string().max(200),
  virtualHost: nullableText(253),
  authenticationRealm: nullableText(200),
  backgroundImageURL: nullableText(300),
  logoImageURL: nullableText(300),
  notificationIconURL: nullableText(300),
  properties: z.object({
    css: nullableText(BRANDING_CSS_MAX_LENGTH),
    favicon: z
      .object({
        type: z.string().max(50),
        content: z.string().max(Math.ceil(BRANDING_FAVICON_MAX_BYTES / 3) * 4),
      })
      .nullable(),
    primaryColor: nullableText(20),
    iconColors: z.record(z.string().max(50), z.string().max(20)),
    embeddedParentUrls: z.array(z.string().max(300)).max(50),
    chatSupportUrl: nullableText(500),
  }),
  statusColors: z.record(z.string().max(50), statusColorSchema),
});
export type BrandingSaveBody = z.infer<typeof brandingSaveBodySchema>;

export const brandingIdParamsSchema = z.object({ brandingId: z.string().min(1).max(100) });
export const brandingImageParamsSchema = z.object({ imageId: z.string().min(1).max(100) });
export const brandingDeleteResultSchema = z.object({ id: z.string() });
export const brandingImageSchema = z.object({
  id: z.string(),
  url: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type BrandingImage = z.infer<typeof brandingImageSchema>;

export const brandingNewsParamsSchema = z.object({ brandingName: z.string().min(1).max(100) });
export const brandingNewsQuerySchema = z.object({ locale: z.string().min(2).max(10).optional() });
/** A news text: plain text, its line breaks kept; never markup (docs/domain-decisions.md "White labels"). */
export const brandingNewsSchema = z.object({ text: z.string() });
export const brandingNewsSaveParamsSchema = z.object({
  brandingId: z.string().min(1).max(100),
  locale: z.enum(BRANDING_NEWS_LOCALES),
});
export const brandingNewsSaveBodySchema = z.object({ text: z.string().max(BRANDING_NEWS_MAX_LENGTH) });
/** Every news text of a white label, by locale (a locale without one is absent). */
export const brandingNewsByLocaleSchema = z.record(z.string(), z.string());

// ---------------------------------------------------------------------------------------------- rules

/** Label keys of the refusals below (system.brandings.error.*). */
export type BrandingErrorKey =
  | 'nameRequired'
  | 'nameTaken'
  | 'applicationNameRequired'
  | 'virtualHostInvalid'
  | 'virtualHostTaken'
  | 'imageUrlInvalid'
  | 'colourInvalid'
  | 'originInvalid'
  | 'cssForbidden'
  | 'chatUrlInvalid'
  | 'faviconInvalid';

/** A refusal at one field of the save body (`properties.css`, `statusColors.ok.color`…). */
export type BrandingIssue = { field: string; key: BrandingErrorKey; params?: Record<string, string> };

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * A brand domain is a bare host name (docs/product.md §5): letters, digits and hyphens in dot-separated labels,
 * no scheme, port, path, user or IP address. Matched without regard to case.
 */
export function isBareDomainName(value: string): boolean {
  const host = value.toLowerCase();
  if (host.length === 0 || host.length > 253) return false;
  const labels = host.split('.');
  if (!labels.every((l) => LABEL.test(l))) return false;
  // An address such as 10.0.0.1 is not a domain name: its last label would be all digits.
  return !/^\d+$/.test(labels[labels.length - 1]!);
}

const HOST = String.raw`(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*`;
const PORT = String.raw`(?::([1-9][0-9]{0,4}))?`;
const ORIGIN = new RegExp(String.raw`^(https?)://(${HOST}|\[::1\])${PORT}$`);
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * An origin a page embedding the app may have: `https://host` with an optional port, exactly (no path, query,
 * fragment, user or trailing slash, lower case, no default port written); `http://` only for localhost.
 */
export function isExactOrigin(value: string): boolean {
  const m = ORIGIN.exec(value);
  if (!m) return false;
  const [, scheme, host, port] = m;
  if (port && (Number(port) > 65535 || port === (scheme === 'https' ? '443' : '80'))) return false;
  return scheme === 'https' || LOCAL_HOSTS.has(host!);
}

const CHAT_URL = new RegExp(String.raw`^https://${HOST}${PORT}(?:[/?#][^\s"'<>\\]*)?$`, 'i');

/** The chat provider's widget script: an https URL without user or password. */
export function isChatSupportUrl(value: string): boolean {
  return CHAT_URL.test(value);
}

/**
 * What the chat-support field keeps of a pasted provider snippet: the `src` of its first `<script>`; anything
 * else pasted is kept trimmed (a bare URL).
 */
export function chatScriptSrcOf(pasted: string): string {
  const script = /<script\b[^>]*\bsrc\s*=\s*(["'])(.*?)\1/i.exec(pasted);
  return (script ? script[2]! : pasted).trim();
}

export const isHexColour = (value: string): boolean => /^#[0-9a-f]{6}$/i.test(value);

const IMAGE_URL = /^\/api\/brandings\/images\/[A-Za-z0-9_-]{1,100}$/;
/** An image of the file store, as `POST /brandings/images` answered its url. */
export const isBrandingImageUrl = (value: string): boolean => IMAGE_URL.test(value);

/** Decodes CSS escapes (`\69 mport`, `\@`) so that an escaped keyword is seen for what it is. */
function decodeCssEscapes(css: string): string {
  return css.replace(
    /\\([0-9a-f]{1,6})\s?|\\(.)/gi,
    (_whole, hex: string | undefined, char: string | undefined) =>
      hex ? String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff) || 0xfffd) : (char ?? ''),
  );
}

/**
 * Why a branding's custom CSS is refused, or null when it may be served: no `@import` (of anything), no
 * `expression(`, `javascript:`, `behavior:`, `-moz-binding`, `</style` nor `image-set(`, and `url()` only to the
 * file store's images. Comments and CSS escapes are undone first so that neither hides a keyword.
 */
export function cssRefusal(css: string): string | null {
  const raw = decodeCssEscapes(css.replace(/\/\*[\s\S]*?(\*\/|$)/g, ' ')).toLowerCase();
  const squeezed = raw.replace(/\s+/g, '');
  if (raw.includes('</style')) return '</style';
  if (squeezed.includes('@import')) return '@import';
  for (const rule of ['expression(', 'javascript:', 'behavior:', '-moz-binding', 'image-set(']) {
    if (squeezed.includes(rule)) return rule;
  }
  const urls = /url\(\s*(["']?)(.*?)\1\s*\)/g;
  let m: RegExpExecArray | null;
  while ((m = urls.exec(raw)) !== null) {
    if (!isBrandingImageUrl(m[2]!.trim())) return 'url()';
  }
  // A url( that the pattern above did not close (unbalanced) is refused too.
  const opened = squeezed.split('url(').length - 1;
  const closed = (raw.match(/url\(\s*(["']?)(.*?)\1\s*\)/g) ?? []).length;
  return opened === closed ? null : 'url()';
}

/** Decodes XML character references (`&#106;`, `&#x6A;`) and the usual named ones. */
function decodeXmlEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);?/gi, (_w, hex: string) => String.fromCodePoint(parseInt(hex, 16) % 0x110000))
    .replace(/&#(\d+);?/g, (_w, dec: string) => String.fromCodePoint(Number(dec) % 0x110000))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '');
}

/**
 * Why an SVG image is refused, or null when it may be shown: it may hold no script, no event handler attribute
 * (`on…=`), no `javascript:`, no `foreignObject` (or iframe, embed, object), no entity declaration, and refer to
 * nothing outside itself (href, src or url() other than `#fragment` or an embedded raster `data:image/…`).
 */
export function svgRefusal(svg: string): string | null {
  const text = decodeXmlEntities(svg).toLowerCase();
  const squeezed = text.replace(/\s+/g, '');
  if (/<\s*script\b/.test(text)) return 'script';
  if (/[\s"'/]on[a-z]+\s*=/.test(text)) return 'eventHandler';
  if (squeezed.includes('javascript:')) return 'javascript';
  if (/<\s*(foreignobject|iframe|embed|object)\b/.test(text)) return 'foreignObject';
  if (/<!entity/.test(text)) return 'entity';
  const references = /\b(?:href|src)\s*=\s*(["'])(.*?)\1|url\(\s*(["']?)(.*?)\3\s*\)/g;
  let m: RegExpExecArray | null;
  while ((m = references.exec(text)) !== null) {
    const target = (m[2] ?? m[4] ?? '').trim();
    if (!target.startsWith('#') && !/^data:image\/(png|jpeg|gif|webp);/.test(target))
      return 'externalReference';
  }
  if (/@import/.test(squeezed)) return 'externalReference';
  return null;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((b, i) => bytes[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/**
 * The image type of a file by its first bytes (never its name): PNG, JPEG, GIF, WebP, ICO, or SVG (text
 * starting, after an optional byte order mark, XML declaration, comments and doctype, with `<svg`); null
 * otherwise.
 */
export function sniffBrandingImage(head: Uint8Array): BrandingImageType | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(head, [0x00, 0x00, 0x01, 0x00]) && head.length > 6 && head[4]! + head[5]! > 0)
    return 'image/x-icon';
  const text = latin1(head.subarray(0, 4096)).replace(/^\xEF\xBB\xBF/, '');
  const rest = text
    .replace(/^\s*<\?xml[\s\S]*?\?>/, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '')
    .replace(/^\s*<!doctype[^>]*>/i, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '');
  return /^\s*<svg[\s>]/i.test(rest) ? 'image/svg+xml' : null;
}

/** The bytes as one character each: enough to find ASCII markup, whatever the encoding of the rest. */
function latin1(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    out += String.fromCharCode(...bytes.subarray(i, i + 8192));
  }
  return out;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function base64Bytes(content: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(content) || content.length % 4 !== 0) return null;
  const digits = content.replace(/=+$/, '');
  const out = new Uint8Array(Math.floor((digits.length * 3) / 4));
  let bits = 0;
  let value = 0;
  let n = 0;
  for (const c of digits) {
    value = (value << 6) | BASE64.indexOf(c);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[n++] = (value >> bits) & 0xff;
    }
  }
  return out;
}

/** A favicon carried in the branding: a known image type whose bytes are that type, small, and safe if SVG. */
export function isSafeFavicon(favicon: { type: string; content: string }): boolean {
  const bytes = base64Bytes(favicon.content);
  if (!bytes || bytes.length === 0 || bytes.length > BRANDING_FAVICON_MAX_BYTES) return false;
  const type = sniffBrandingImage(bytes);
  if (!type || type !== normalisedImageType(favicon.type)) return false;
  return type !== 'image/svg+xml' || svgRefusal(latin1(bytes)) === null;
}

const normalisedImageType = (type: string) =>
  type === 'image/vnd.microsoft.icon' ? 'image/x-icon' : type === 'image/jpg' ? 'image/jpeg' : type;

type Other = { id: string; name: string; virtualHost: string | null };

/**
 * Every refusal of a branding to save, field by field, given the other white labels (for unique name and
 * virtual host). An empty list: it may be saved.
 */
export function validateBranding(body: BrandingSaveBody, others: readonly Other[]): BrandingIssue[] {
  const issues: BrandingIssue[] = [];
  const add = (field: string, key: BrandingErrorKey, params?: Record<string, string>) =>
    issues.push({ field, key, ...(params ? { params } : {}) });
  const rest = others.filter((o) => o.id !== body.id);
  const name = body.name.trim();
  if (!name) add('name', 'nameRequired');
  else if (rest.some((o) => o.name.trim().toLowerCase() === name.toLowerCase()))
    add('name', 'nameTaken', { name });
  if (!body.applicationName.trim()) add('applicationName', 'applicationNameRequired');
  const host = body.virtualHost?.trim();
  if (host) {
    if (!isBareDomainName(host)) add('virtualHost', 'virtualHostInvalid', { value: host });
    else if (rest.some((o) => o.virtualHost?.toLowerCase() === host.toLowerCase()))
      add('virtualHost', 'virtualHostTaken', { value: host });
  }
  for (const field of ['logoImageURL', 'backgroundImageURL', 'notificationIconURL'] as const) {
    const url = body[field];
    if (url && !isBrandingImageUrl(url)) add(field, 'imageUrlInvalid');
  }
  const p = body.properties;
  if (p.primaryColor && !isHexColour(p.primaryColor)) add('properties.primaryColor', 'colourInvalid');
  for (const [icon, colour] of Object.entries(p.iconColors)) {
    if (!isHexColour(colour)) add(`properties.iconColors.${icon}`, 'colourInvalid');
  }
  for (const [kind, entry] of Object.entries(body.statusColors)) {
    if (!isHexColour(entry.color)) add(`statusColors.${kind}.color`, 'colourInvalid');
    if (!isHexColour(entry.textColor)) add(`statusColors.${kind}.textColor`, 'colourInvalid');
  }
  p.embeddedParentUrls.forEach((origin, i) => {
    if (!isExactOrigin(origin))
      add(`properties.embeddedParentUrls[${i}]`, 'originInvalid', { value: origin });
  });
  if (p.css) {
    const rule = cssRefusal(p.css);
    if (rule) add('properties.css', 'cssForbidden', { rule });
  }
  if (p.chatSupportUrl && !isChatSupportUrl(p.chatSupportUrl))
    add('properties.chatSupportUrl', 'chatUrlInvalid');
  if (p.favicon && !isSafeFavicon(p.favicon)) add('properties.favicon', 'faviconInvalid');
  return issues;
}
