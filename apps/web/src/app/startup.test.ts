import { describe, expect, it } from 'vitest';
import { chooseStartup, isInIframe } from './startup';

const at = (pathname: string, search = '', inIframe = false, hash = '') =>
  chooseStartup({ inIframe, pathname, search, hash });

describe('layout choice at start-up (docs/product.md §2)', () => {
  it('uses the embedded layout inside an iframe, whatever the path', () => {
    expect(at('/printer/home', '', true)).toMatchObject({ layout: 'embedded', mode: 'EMBEDDED' });
  });

  it('enters external-auth mode in an iframe when the query has externalAuth', () => {
    expect(at('/embedded', '?externalAuth=1', true)).toMatchObject({
      layout: 'embedded',
      mode: 'EMBEDDED_EXTERNAL',
    });
  });

  it('uses the printer layout for paths under the printer base path only', () => {
    expect(at('/printer')).toMatchObject({ layout: 'printer', mode: 'PRINTER' });
    expect(at('/printer/manual')).toMatchObject({ layout: 'printer', mode: 'PRINTER' });
    expect(at('/printers')).toMatchObject({ layout: 'main' });
  });

  it('uses the main layout otherwise', () => {
    expect(at('/home')).toEqual({ layout: 'main', mode: 'STANDALONE', deposit: null, replaceUrl: null });
  });

  it('enters deposit mode with token and fileId, going to deposit home without them', () => {
    const startup = at('/', '?lang=fr&token=abc&fileId=42&x=1', false, '#top');
    expect(startup.deposit).toEqual({ token: 'abc', fileId: '42' });
    expect(startup.replaceUrl).toBe('/deposit/home?lang=fr&x=1#top');
  });

  it('takes a deposit link in the embedded and the printer layouts too, keeping their mode', () => {
    expect(at('/embedded', '?externalAuth&token=t&fileId=f', true)).toEqual({
      layout: 'embedded',
      mode: 'EMBEDDED_EXTERNAL',
      deposit: { token: 't', fileId: 'f' },
      replaceUrl: '/deposit/home?externalAuth=',
    });
    expect(at('/printer/manual', '?token=t&fileId=f')).toEqual({
      layout: 'printer',
      mode: 'PRINTER',
      deposit: { token: 't', fileId: 'f' },
      replaceUrl: '/deposit/home',
    });
  });

  it('needs both token and fileId for deposit mode', () => {
    expect(at('/', '?token=abc').deposit).toBeNull();
    expect(at('/', '?fileId=42').replaceUrl).toBeNull();
  });

  it('sees a window whose top is another window as framed', () => {
    expect(isInIframe(window)).toBe(false);
    expect(isInIframe({ self: {}, top: {} } as unknown as Window)).toBe(true);
  });
});
