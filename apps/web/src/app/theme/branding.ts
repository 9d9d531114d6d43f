import { createTheme, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import type { Branding } from '@postbridge/domain';

const FAVICON_ID = 'postbridge-favicon';
const CUSTOM_CSS_ID = 'postbridge-custom-css';
const CHAT_SCRIPT_ID = 'postbridge-chat-support';
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * The name shown in the title bar and the top bar: the white label's, else the product's own (docs/product.md
 * §9).
 */
export function applicationName(branding: Branding | null | undefined, fallback: string): string {
  return branding?.applicationName?.trim() || fallback;
}

/**
 * White labelling of the page itself (docs/product.md §2): title, favicon (type + base64) and the custom CSS.
 */
export function applyBrandingToDocument(branding: Branding | null | undefined, fallbackName: string): void {
  document.title = applicationName(branding, fallbackName);

  // Without a white-label favicon the product's own (index.html, same id) stays.
  const favicon = branding?.properties.favicon;
  if (favicon?.content) {
    let link = document.getElementById(FAVICON_ID) as HTMLLinkElement | null;
    if (!link) {
      link = document.createElement('link');
      link.id = FAVICON_ID;
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.type = favicon.type;
    link.href = `data:${favicon.type};base64,${favicon.content}`;
  }

  const css = branding?.properties.css;
  let style = document.getElementById(CUSTOM_CSS_ID);
  if (css) {
    if (!style) {
      style = document.createElement('style');
      style.id = CUSTOM_CSS_ID;
      // Last in <head> so the white label's rules win over the application's.
      document.head.appendChild(style);
    }
    style.textContent = css;
  } else {
    style?.remove();
  }

  // The chat provider's widget (System > White labels > Chat support): loaded once, https only (the server's
  // page policy allows its origin on the white label's own host only, so elsewhere the browser refuses it).
  const chat = branding?.properties.chatSupportUrl;
  const loaded = document.getElementById(CHAT_SCRIPT_ID) as HTMLScriptElement | null;
  if (chat?.startsWith('https://')) {
    if (loaded?.src !== chat) {
      loaded?.remove();
      const script = document.createElement('script');
      script.id = CHAT_SCRIPT_ID;
      script.async = true;
      script.src = chat;
      script.referrerPolicy = 'no-referrer';
      document.head.appendChild(script);
    }
  } else {
    loaded?.remove();
  }
}

// Share of white (positive) or black (negative) mixed into the brand colour for Mantine's ten shades; shade 6,
// the one filled buttons use, is the colour itself.
const SHADE_MIX = [0.9, 0.8, 0.65, 0.5, 0.35, 0.18, 0, -0.12, -0.24, -0.36] as const;

function toRgb(hex: string): [number, number, number] {
  const full = hex.length === 4 ? hex.replace(/^#(.)(.)(.)$/, '#$1$1$2$2$3$3') : hex;
  const value = Number.parseInt(full.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Ten shades around one colour: light variants (menus, alerts) need real tints, not the colour ten times. */
export function brandShades(hex: string): MantineColorsTuple {
  const rgb = toRgb(hex);
  const shades = SHADE_MIX.map((mix) => {
    const target = mix >= 0 ? 255 : 0;
    const part = Math.abs(mix);
    const channels = rgb.map((c) => Math.round(c + (target - c) * part));
    return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  });
  return shades as unknown as MantineColorsTuple;
}

/** Mantine theme of a white label: its primary colour when it gives a valid one. */
export function brandingTheme(branding: Branding | null | undefined): MantineThemeOverride {
  const primary = branding?.properties.primaryColor;
  if (primary && HEX_COLOR.test(primary)) {
    return createTheme({ colors: { brand: brandShades(primary) }, primaryColor: 'brand', primaryShade: 6 });
  }
  return createTheme({ primaryColor: 'blue' });
}
