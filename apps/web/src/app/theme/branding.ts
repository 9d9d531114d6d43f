import {
  createTheme,
  DEFAULT_THEME,
  type CSSVariablesResolver,
  type MantineColorShade,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';
import type { Branding } from '@postbridge/domain';
import { AA_TEXT_CONTRAST, contrastRatio, darkenUntilReadable, hexChannels, readableShade } from './contrast';

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

/** Ten shades around one colour: light variants (menus, alerts) need real tints, not the colour ten times. */
export function brandShades(hex: string): MantineColorsTuple {
  const rgb = hexChannels(hex);
  const shades = SHADE_MIX.map((mix) => {
    const target = mix >= 0 ? 255 : 0;
    const part = Math.abs(mix);
    const channels = rgb.map((c) => Math.round(c + (target - c) * part));
    return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  });
  return shades as unknown as MantineColorsTuple;
}

const WHITE = '#ffffff';
/** The dark scheme's page background (Mantine's dark.7). */
const DARK_BODY = DEFAULT_THEME.colors.dark[7];

/**
 * The brand's shades with a darkest one white text can sit on: a light brand colour (a yellow) gets its shade 9
 * darkened until it does, so that filled buttons never fall below WCAG AA.
 */
function readableBrandShades(hex: string): MantineColorsTuple {
  const shades = [...brandShades(hex)];
  if (contrastRatio(shades[9]!, WHITE) < AA_TEXT_CONTRAST) shades[9] = darkenUntilReadable(hex, WHITE);
  return shades as unknown as MantineColorsTuple;
}

/**
 * The primary shade of filled buttons (white text) and of links on white: the first from 6 darker that reaches
 * 4.5:1 against white (8 for Mantine's blue, whose 6 and 7 stay at 3.6 and 4.2). The dark scheme takes the
 * same one: its filled buttons carry white text too.
 */
export function filledShade(shades: readonly string[]): MantineColorShade {
  return readableShade(shades, WHITE, [6, 7, 8, 9]) as MantineColorShade;
}

/** Mantine theme of a white label: its primary colour when it gives a valid one, else Mantine's blue. */
export function brandingTheme(branding: Branding | null | undefined): MantineThemeOverride {
  const primary = branding?.properties.primaryColor;
  const brand = primary && HEX_COLOR.test(primary) ? readableBrandShades(primary) : null;
  const shade = filledShade(brand ?? DEFAULT_THEME.colors.blue);
  return createTheme({
    ...(brand ? { colors: { brand } } : {}),
    primaryColor: brand ? 'brand' : 'blue',
    primaryShade: { light: shade, dark: shade },
    // Filled buttons and badges of every colour (a green "Validate", a red "Reject") take black text when white
    // would fall below 4.5:1 on them: 0.179 is the luminance where black and white contrast equally, so the one
    // chosen always reaches at least 4.58:1 (Mantine's default, 0.3, leaves white on green.8 at 3.4:1).
    autoContrast: true,
    luminanceThreshold: 0.179,
    // Mantine's transitions (menus, dialogs, drawers) are skipped for users who ask for reduced motion.
    respectReducedMotion: true,
  });
}

/**
 * Dimmed text at WCAG AA, where Mantine's defaults fall short (axe: gray.6 #868e96 on white at 3.3:1; dark.2 on
 * dark.7 at 4.0:1): 4.5:1 at least on the page and on the grey surfaces of both schemes (branding.test.ts).
 */
export const DIMMED_TEXT = { light: '#5c636a', dark: '#adadad' } as const;

/**
 * Error, warning and success words in colour at 4.5:1 in each scheme, where a Mantine shade reads in one only
 * (red.8 on the dark page at 3.4:1, orange.8 on white at 3.6:1): `c="var(--postbridge-color-error-text)"`.
 */
export const STATE_TEXT = {
  error: { light: '#b02020', dark: '#ff8787' },
  warning: { light: '#a84300', dark: '#ffa94d' },
  success: { light: '#237032', dark: '#69db7c' },
} as const;

// Mantine's own error colour (a field's error message) takes the readable red too: its red.6 on white is 3.2:1.
const stateTextVariables = (scheme: 'light' | 'dark') => ({
  ...Object.fromEntries(
    Object.entries(STATE_TEXT).map(([state, colours]) => [
      `--postbridge-color-${state}-text`,
      colours[scheme],
    ]),
  ),
  '--mantine-color-error': STATE_TEXT.error[scheme],
});

/** The light grey of surfaces (cards on the sign-in background, table stripes): coloured text must read on it too. */
const LIGHT_SURFACE = DEFAULT_THEME.colors.gray[1];

/**
 * Coloured text of the light scheme at 4.5:1, for every colour of the theme (axe on the e2e screens): Mantine
 * writes the `light` variant (badges, alerts, light buttons) in shade 9 on shade 1 — green 3.8:1, orange 3.6:1,
 * yellow 2.7:1 — and `c="green"` text and outline variants in the primary shade (green.8 3.5:1 on white). Each
 * gets its shade darkened just enough: against shade 2 (the hover background) for the light variant, against the
 * grey surface for text and outlines. Colours that already read keep their
 * shade.
 */
function readableLightVariants(colors: Record<string, readonly string[]>): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(colors)) {
    if (shades.length < 10) continue;
    const [tint, deep] = [shades[2]!, shades[9]!];
    if (contrastRatio(deep, tint) < AA_TEXT_CONTRAST)
      variables[`--mantine-color-${name}-light-color`] = darkenUntilReadable(deep, tint);
    const text = shades[readableShade(shades, LIGHT_SURFACE, [8, 9])]!;
    const readable =
      contrastRatio(text, LIGHT_SURFACE) >= AA_TEXT_CONTRAST
        ? text
        : darkenUntilReadable(text, LIGHT_SURFACE);
    variables[`--mantine-color-${name}-text`] = readable;
    variables[`--mantine-color-${name}-outline`] = readable;
  }
  return variables;
}

/**
 * CSS variables over Mantine's: coloured text readable in the light scheme (`readableLightVariants`); dimmed text as above; links in the dark scheme in the first light shade of the
 * primary colour that reaches 4.5:1 on the dark page (a dark brand colour's shade 4 may not);
 * `--postbridge-color-surface`, the grey behind the screens before sign-in, and the state colours of text
 * (`STATE_TEXT`), in each scheme.
 */
export const themeCssVariables: CSSVariablesResolver = (theme) => {
  const primary = theme.colors[theme.primaryColor] ?? DEFAULT_THEME.colors.blue;
  const darkLink = readableShade(primary, DARK_BODY, [4, 3, 2, 1, 0]);
  return {
    variables: {},
    light: {
      ...readableLightVariants(theme.colors),
      '--mantine-color-dimmed': DIMMED_TEXT.light,
      '--postbridge-color-surface': 'var(--mantine-color-gray-1)',
      ...stateTextVariables('light'),
    },
    dark: {
      '--mantine-color-dimmed': DIMMED_TEXT.dark,
      '--postbridge-color-surface': 'var(--mantine-color-dark-8)',
      ...stateTextVariables('dark'),
      '--mantine-color-anchor': `var(--mantine-color-${theme.primaryColor}-${darkLink})`,
    },
  };
};
