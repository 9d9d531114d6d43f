import { localStorageColorSchemeManager, type MantineColorScheme } from '@mantine/core';

// The user's colour scheme (light, dark, or the system's), kept in this browser: it is a matter of eyes and
// screen, not of the account, so it is not sent to the server.
const COLOR_SCHEME_KEY = 'postbridge-color-scheme';

export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });

/** Before any choice, the page follows the system's setting. */
export const DEFAULT_COLOR_SCHEME: MantineColorScheme = 'auto';

/**
 * Sets the stored (or the system's) scheme on `<html>` before React renders, so that a dark page never flashes
 * white first. Mantine's own ColorSchemeScript is an inline script, which the page's Content-Security-Policy
 * (script-src 'self') refuses; this runs in the entry module instead.
 */
export function applyColorSchemeBeforePaint(win: Window): 'light' | 'dark' {
  const chosen = colorSchemeManager.get(DEFAULT_COLOR_SCHEME);
  const scheme =
    chosen === 'auto' ? (win.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light') : chosen;
  win.document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  return scheme;
}
