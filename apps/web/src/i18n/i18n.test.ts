import { describe, expect, it, vi } from 'vitest';
import { englishLabels } from '@postbridge/domain';
import { browserLocale, createI18n, loadLocale, rememberLocale } from './i18n';

describe('labels', () => {
  it('starts with the start-up words only, or a whole catalogue given, with {name} placeholders', () => {
    expect(createI18n().t('shell.loading')).toBe('Loading the application…');
    const i18n = createI18n(englishLabels);
    expect(i18n.t('signIn.submit')).toBe('Sign in');
    expect(i18n.t('notification.passwordExpiry', { days: 3 })).toBe(
      'Your password will expire within 3 days. Please change it now.',
    );
  });

  it("uses the server's labels of the locale and sets <html lang dir>", async () => {
    const i18n = createI18n();
    const locale = await loadLocale(i18n, 'he-IL', async () => ({ 'signIn.submit': 'כניסה' }));
    expect(locale).toBe('he');
    expect(i18n.t('signIn.submit')).toBe('כניסה');
    expect(document.documentElement.lang).toBe('he');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('falls back to English key by key when a translation lacks a label', async () => {
    const i18n = createI18n();
    await loadLocale(i18n, 'fr', async () => ({ 'signIn.submit': 'Se connecter' }));
    expect(i18n.t('signIn.submit')).toBe('Se connecter');
    // The built-in English is fetched on the first missing key, then fills it.
    await vi.waitFor(() => expect(i18n.t('counter.errors')).toBe(englishLabels['counter.errors']));
    expect(i18n.t('signIn.submit')).toBe('Se connecter');
  });

  it('falls back to English when the labels cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const i18n = createI18n();
    const locale = await loadLocale(i18n, 'de', async () => Promise.reject(new Error('offline')));
    expect(locale).toBe('en');
    expect(i18n.language).toBe('en');
    expect(i18n.t('signIn.login')).toBe('Login');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('starts, before sign-in, in the language last chosen in this browser, else the browser’s', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'en']);
    expect(browserLocale()).toBe('fr-FR');
    rememberLocale('he');
    expect(browserLocale()).toBe('he');
  });
});
