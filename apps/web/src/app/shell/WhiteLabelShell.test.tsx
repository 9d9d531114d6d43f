import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Branding } from '@postbridge/domain';
import { writeToken } from '../../api/token';
import { installFakeApi, makeUser } from '../../test/fakeApi';
import { App } from '../App';
import { chooseStartup } from '../startup';

const branding: Branding = {
  id: 'b1',
  name: 'acme',
  applicationName: 'Acme Mail',
  virtualHost: null,
  authenticationRealm: null,
  backgroundImageURL: null,
  logoImageURL: 'https://acme.example/logo.png',
  notificationIconURL: null,
  properties: {
    css: null,
    favicon: { type: 'image/png', content: 'iVBORw0KGgo=' },
    primaryColor: '#7b1fa2',
    iconColors: {},
    embeddedParentUrls: [],
    chatSupportUrl: null,
  },
  statusColors: {},
};

const quietHome = {
  'GET /jobs/counters': { result: { orders: 0, ordersRemaining: 0, ordersRemainingProcessing: 0 } },
  'GET /deliveries/counters': {
    result: { deliveries: 0, deliveriesProcessing: 0, deliveriesAwaitValidation: 0, deliveriesError: 0 },
  },
  'GET /shipments/counters': { result: { shipments: 0, shipmentsError: 0 } },
};

/** The CSS variables Mantine writes for the theme in force. */
const themeCss = () =>
  [...document.querySelectorAll('style[data-mantine-styles="true"]')].map((s) => s.textContent).join('\n');

describe('white label across the shell', () => {
  it("shows the white label's logo in the top bar and its colour as the primary colour of every screen", async () => {
    window.history.replaceState(null, '', '/home');
    writeToken('tok');
    installFakeApi({
      ...quietHome,
      'GET /authentication/check': { result: { user: makeUser(), expiresAt: '2099-01-01T00:00:00Z' } },
      'GET /i18n/labels_frontend1': { result: {} },
      'GET /brandings/my': { result: branding },
    });
    render(<App startup={chooseStartup({ inIframe: false, pathname: '/home', search: '', hash: '' })} />);

    const banner = await screen.findByRole('banner', {}, { timeout: 5000 });
    expect(within(banner).getByRole('img', { name: 'Acme Mail logo' })).toHaveAttribute(
      'src',
      'https://acme.example/logo.png',
    );
    expect(document.getElementById('postbridge-favicon')).toHaveAttribute(
      'href',
      'data:image/png;base64,iVBORw0KGgo=',
    );
    // The menu, the active entry, the header's accent and every filled button take the brand's shades:
    // the purple itself (shade 6), which white text reads on at 8:1.
    const css = themeCss();
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-brand-filled)');
    expect(css).toContain('--mantine-color-brand-6: #7b1fa2');
    expect(css).toContain('--mantine-color-brand-filled: var(--mantine-color-brand-6)');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('data-active', 'true');
  });
});
