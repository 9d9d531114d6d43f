import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resolveStatusPalette, type Branding } from '@postbridge/domain';
import { installFakeApi } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderApp';
import { BrandingNews } from './BrandingNews';

const ACME: Branding = {
  id: 'b1',
  name: 'Acme',
  applicationName: 'Acme Post',
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
    chatSupportUrl: null,
  },
  statusColors: resolveStatusPalette({}),
};

describe('the white label news', () => {
  it("shows the current white label's news in the reader's language, as text", async () => {
    const api = installFakeApi({
      'GET /brandings/my': { result: ACME },
      'GET /i18n/news_:brandingName': { result: { text: 'Closed on Monday.\n<b>Not bold</b>' } },
    });
    renderWithProviders(<BrandingNews />);
    const news = await screen.findByRole('region', { name: 'News' });
    // Markup is shown as typed, never interpreted.
    expect(news).toHaveTextContent('Closed on Monday. <b>Not bold</b>');
    expect(news.querySelector('b')).toBeNull();
    const call = new URL(api.calls.find((c) => c.url.includes('news_'))!.url);
    expect(call.pathname).toBe('/api/i18n/news_Acme');
    expect(call.searchParams.get('locale')).toBe('en');
  });

  it('shows nothing when there is no news', async () => {
    installFakeApi({
      'GET /brandings/my': { result: ACME },
      'GET /i18n/news_:brandingName': { result: { text: '  ' } },
    });
    const { queryClient } = renderWithProviders(<BrandingNews />);
    await waitFor(() =>
      expect(queryClient.getQueryState(['brandingNews', 'Acme', 'en'])?.status).toBe('success'),
    );
    expect(screen.queryByRole('region', { name: 'News' })).toBeNull();
  });
});
