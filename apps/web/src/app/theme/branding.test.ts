import type { Branding } from '@postbridge/domain';
import { describe, expect, it } from 'vitest';
import { applyBrandingToDocument, brandShades, brandingTheme } from './branding';

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
