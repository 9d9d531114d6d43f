import type { Branding } from '@postbridge/domain';
import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, getContrastColor, mergeMantineTheme, type MantineColorShade } from '@mantine/core';
import {
  applyBrandingToDocument,
  brandShades,
  brandingTheme,
  DIMMED_TEXT,
  STATE_TEXT,
  filledShade,
  themeCssVariables,
} from './branding';
import { contrastRatio } from './contrast';

describe('white-label theme', () => {
  it('builds ten shades around the brand colour, the colour itself at shade 6', () => {
    const shades = brandShades('#1c7ed6');
    expect(shades).toHaveLength(10);
    expect(shades[6]).toBe('#1c7ed6');
    expect(new Set(shades).size).toBe(10);
    expect(shades[0]).toMatch(/^#e[0-9a-f]/);
  });

  it('keeps the default palette without a valid colour', () => {
    expect(brandingTheme(null).primaryColor).toBe('blue');
  });
});

describe('contrast of the theme (WCAG AA)', () => {
  const withColour = (primaryColor: string) =>
    brandingTheme({ properties: { primaryColor } } as unknown as Branding);
  const filled = (theme: ReturnType<typeof brandingTheme>, scheme: 'light' | 'dark') => {
    const shades = theme.colors?.[theme.primaryColor ?? 'blue'] ?? DEFAULT_THEME.colors.blue;
    const shade = (theme.primaryShade as Record<'light' | 'dark', MantineColorShade>)[scheme];
    return shades[shade];
  };

  it("fills the default primary buttons with blue.8, Mantine's first blue that white text reads on", () => {
    const theme = brandingTheme(null);
    expect(theme.primaryShade).toEqual({ light: 8, dark: 8 });
    expect(contrastRatio(filled(theme, 'light'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(filledShade(DEFAULT_THEME.colors.blue)).toBe(8);
  });

  it('keeps a dark brand colour as it is and darkens a light one until white text reaches 4.5:1', () => {
    const navy = withColour('#0b3d91');
    expect(navy.primaryShade).toEqual({ light: 6, dark: 6 });
    expect(filled(navy, 'light')).toBe('#0b3d91');
    for (const colour of ['#1c7ed6', '#ffd400', '#00e5ff', '#ff9800', '#ffffff', '#4caf50']) {
      const theme = withColour(colour);
      expect(theme.primaryColor).toBe('brand');
      for (const scheme of ['light', 'dark'] as const)
        expect(contrastRatio(filled(theme, scheme), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('writes the text of every filled colour (a green Validate, a red Reject) at 4.5:1 in both schemes', () => {
    for (const branding of [null, { properties: { primaryColor: '#ffd400' } } as unknown as Branding]) {
      const theme = mergeMantineTheme(DEFAULT_THEME, brandingTheme(branding));
      for (const scheme of ['light', 'dark'] as const) {
        const shade = (theme.primaryShade as Record<'light' | 'dark', MantineColorShade>)[scheme];
        for (const [name, shades] of Object.entries(theme.colors)) {
          const text = getContrastColor({ color: name, theme, colorScheme: scheme });
          const hex = text === 'var(--mantine-color-black)' ? '#000000' : '#ffffff';
          expect({ name, scheme, ratio: contrastRatio(shades[shade], hex) >= 4.5 }).toEqual({
            name,
            scheme,
            ratio: true,
          });
        }
      }
    }
  });

  const variables = (theme: ReturnType<typeof brandingTheme>) =>
    themeCssVariables({
      ...DEFAULT_THEME,
      ...theme,
      colors: { ...DEFAULT_THEME.colors, ...theme.colors },
    } as never);

  it('writes dimmed text at 4.5:1 on the page and the grey surfaces of both schemes', () => {
    const { light, dark } = variables(brandingTheme(null));
    expect(light['--mantine-color-dimmed']).toBe(DIMMED_TEXT.light);
    expect(dark['--mantine-color-dimmed']).toBe(DIMMED_TEXT.dark);
    const { gray, dark: darks } = DEFAULT_THEME.colors;
    for (const background of ['#ffffff', gray[0], gray[1]])
      expect(contrastRatio(DIMMED_TEXT.light, background)).toBeGreaterThanOrEqual(4.5);
    for (const background of [darks[6], darks[7], darks[8]])
      expect(contrastRatio(DIMMED_TEXT.dark, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('writes error, warning and success words at 4.5:1 in each scheme', () => {
    const { light, dark } = variables(brandingTheme(null));
    const { gray, dark: darks } = DEFAULT_THEME.colors;
    for (const [state, colours] of Object.entries(STATE_TEXT)) {
      expect(light[`--postbridge-color-${state}-text`]).toBe(colours.light);
      expect(dark[`--postbridge-color-${state}-text`]).toBe(colours.dark);
      for (const background of ['#ffffff', gray[0], gray[1]])
        expect(contrastRatio(colours.light, background)).toBeGreaterThanOrEqual(4.5);
      for (const background of [darks[6], darks[7]])
        expect(contrastRatio(colours.dark, background)).toBeGreaterThanOrEqual(4.5);
    }
    // A field's error message is written in the readable red as well.
    expect(light['--mantine-color-error']).toBe(STATE_TEXT.error.light);
    expect(dark['--mantine-color-error']).toBe(STATE_TEXT.error.dark);
  });

  it("writes every colour's light variant (badges, alerts) and coloured text at 4.5:1 in the light scheme", () => {
    const { light } = variables(brandingTheme(null));
    const { gray } = DEFAULT_THEME.colors;
    for (const [name, shades] of Object.entries(DEFAULT_THEME.colors)) {
      // Mantine's green badge (shade 9 on shade 1) was 3.8:1: its text is now darker, its background unchanged.
      const badge = light[`--mantine-color-${name}-light-color`] ?? shades[9];
      for (const background of [shades[1], shades[2]])
        expect({ name, ratio: contrastRatio(badge, background) >= 4.5 }).toEqual({ name, ratio: true });
      const text = light[`--mantine-color-${name}-text`]!;
      expect(light[`--mantine-color-${name}-outline`]).toBe(text);
      for (const background of ['#ffffff', gray[0], gray[1]])
        expect({ name, ratio: contrastRatio(text, background) >= 4.5 }).toEqual({ name, ratio: true });
    }
    // Colours that read already keep their shade: blue text stays blue.8.
    expect(light['--mantine-color-blue-text']).toBe(DEFAULT_THEME.colors.blue[8]);
    expect(light['--mantine-color-green-light-color']).not.toBe(DEFAULT_THEME.colors.green[9]);
  });

  it('writes links on the dark page in a light enough shade of a dark brand colour', () => {
    const navy = withColour('#0b3d91');
    const link = variables(navy).dark['--mantine-color-anchor'];
    const shade = Number(/brand-(\d)\)$/.exec(link ?? '')?.[1]);
    expect(shade).toBeLessThan(4);
    expect(contrastRatio(navy.colors!.brand![shade]!, DEFAULT_THEME.colors.dark[7])).toBeGreaterThanOrEqual(
      4.5,
    );
    expect(variables(brandingTheme(null)).dark['--mantine-color-anchor']).toBe('var(--mantine-color-blue-4)');
  });
});

describe('chat support', () => {
  const branding = (chatSupportUrl: string | null): Branding => ({
    id: 'b',
    name: 'acme',
    applicationName: 'Acme Mail',
    virtualHost: null,
    authenticationRealm: null,
    backgroundImageURL: null,
    logoImageURL: null,
    notificationIconURL: null,
    properties: {
      css: null,
      favicon: null,
      primaryColor: null,
      iconColors: {},
      embeddedParentUrls: [],
      chatSupportUrl,
    },
    statusColors: {},
  });
  const scripts = () => [...document.head.querySelectorAll('script')].map((s) => s.src);

  it("loads the provider's https script once, replaces it when it changes, removes it when unset", () => {
    applyBrandingToDocument(branding('https://chat.example.com/widget.js'), 'Postbridge');
    applyBrandingToDocument(branding('https://chat.example.com/widget.js'), 'Postbridge');
    expect(scripts()).toEqual(['https://chat.example.com/widget.js']);
    applyBrandingToDocument(branding('https://other.example.com/w.js'), 'Postbridge');
    expect(scripts()).toEqual(['https://other.example.com/w.js']);
    applyBrandingToDocument(branding('http://plain.example.com/w.js'), 'Postbridge');
    expect(scripts()).toEqual([]);
    applyBrandingToDocument(branding(null), 'Postbridge');
    expect(scripts()).toEqual([]);
  });
});
