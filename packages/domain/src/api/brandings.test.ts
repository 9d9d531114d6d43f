import { describe, expect, it } from 'vitest';
import {
  chatScriptSrcOf,
  cssRefusal,
  isBareDomainName,
  isChatSupportUrl,
  isExactOrigin,
  isSafeFavicon,
  sniffBrandingImage,
  svgRefusal,
  validateBranding,
  type BrandingSaveBody,
} from './brandings';

const bytes = (...b: number[]) => new Uint8Array([...b, 0, 0, 0, 0, 0, 0, 0, 0]);
const text = (s: string) => new Uint8Array([...s].map((c) => c.charCodeAt(0)));

describe('the brand domain', () => {
  it('is a bare host name', () => {
    for (const ok of ['post.example.com', 'POST.Example.com', 'localhost', 'a-b.c0.io']) {
      expect(isBareDomainName(ok), ok).toBe(true);
    }
    for (const bad of [
      'https://post.example.com',
      'post.example.com/',
      'post.example.com/app',
      'post.example.com:8080',
      'user@post.example.com',
      '10.0.0.1',
      '-post.example.com',
      'post..example.com',
      '',
      'post example.com',
    ]) {
      expect(isBareDomainName(bad), bad).toBe(false);
    }
  });
});

describe('embedded parent origins', () => {
  it('are exact https origins, http only for localhost', () => {
    for (const ok of [
      'https://portal.example.com',
      'https://portal.example.com:8443',
      'http://localhost:3000',
    ]) {
      expect(isExactOrigin(ok), ok).toBe(true);
    }
    for (const bad of [
      'https://portal.example.com/',
      'https://portal.example.com/app',
      'https://portal.example.com?x=1',
      'https://portal.example.com:443',
      'http://portal.example.com',
      'HTTPS://Portal.example.com',
      'https://user@portal.example.com',
      'portal.example.com',
      '*',
    ]) {
      expect(isExactOrigin(bad), bad).toBe(false);
    }
  });
});

describe('chat support', () => {
  it('keeps the script src of a pasted snippet, and wants https', () => {
    expect(
      chatScriptSrcOf('<!-- chat --><script async src="https://chat.example.com/w.js?id=1"></script>'),
    ).toBe('https://chat.example.com/w.js?id=1');
    expect(chatScriptSrcOf('  https://chat.example.com/w.js ')).toBe('https://chat.example.com/w.js');
    expect(isChatSupportUrl('https://chat.example.com/w.js?id=1')).toBe(true);
    expect(isChatSupportUrl('http://chat.example.com/w.js')).toBe(false);
    expect(isChatSupportUrl('javascript:alert(1)')).toBe(false);
    expect(isChatSupportUrl('https://user:pw@chat.example.com/w.js')).toBe(false);
  });
});

describe('custom CSS', () => {
  it('is kept when it only styles and uses images of the file store', () => {
    expect(cssRefusal('body { color: #123456; background: url("/api/brandings/images/abc-1") }')).toBeNull();
    expect(cssRefusal('.logo { content: "url is a word" }')).toBeNull();
  });
  it('refuses what could run script, load remote content or end the style element', () => {
    const cases: [string, string][] = [
      ['@import url("https://evil.test/x.css");', '@import'],
      ['@\\69mport "x.css";', '@import'],
      ['@im/* hidden */port "x.css";', '@import'],
      ['body { width: expression(alert(1)) }', 'expression('],
      ['body { width: EXPRESSION (alert(1)) }', 'expression('],
      ['a { background: url(javascript:alert(1)) }', 'javascript:'],
      ['body { behavior: url(x.htc) }', 'behavior:'],
      ['body { -moz-binding: url(x.xml#a) }', '-moz-binding'],
      ['</style><script>alert(1)</script>', '</style'],
      ['body { background: url(https://evil.test/track.gif) }', 'url()'],
      ["body { background: url('//evil.test/a.png') }", 'url()'],
      ['body { background: u\\72l(https://evil.test/a.png) }', 'url()'],
      ['body { background: url(/api/brandings/images/a/../../x) }', 'url()'],
      ['body { background: image-set("https://evil.test/a.png" 1x) }', 'image-set('],
    ];
    for (const [css, rule] of cases) expect(cssRefusal(css), css).toBe(rule);
  });
});

describe('SVG images', () => {
  it('keeps a drawing that refers only to itself', () => {
    expect(
      svgRefusal(
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><defs><linearGradient id="g"/></defs><rect fill="url(#g)"/><use xlink:href="#g"/></svg>',
      ),
    ).toBeNull();
  });
  it('refuses script, handlers, javascript:, foreignObject, entities and external references', () => {
    const cases: [string, string][] = [
      ['<svg><script>alert(1)</script></svg>', 'script'],
      ['<svg><SCRIPT xlink:href="x.js"/></svg>', 'script'],
      ['<svg onload="alert(1)"/>', 'eventHandler'],
      ['<svg><rect\nonclick = "x"/></svg>', 'eventHandler'],
      ['<svg><a href="javascript:alert(1)"><rect/></a></svg>', 'javascript'],
      ['<svg><a href="&#106;avascript:alert(1)"><rect/></a></svg>', 'javascript'],
      ['<svg><foreignObject><div/></foreignObject></svg>', 'foreignObject'],
      ['<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>', 'entity'],
      ['<svg><image href="https://evil.test/a.png"/></svg>', 'externalReference'],
      ['<svg><rect style="fill: url(https://evil.test/a.svg#x)"/></svg>', 'externalReference'],
      ['<svg><style>@import "https://evil.test/a.css";</style></svg>', 'externalReference'],
    ];
    for (const [svg, reason] of cases) expect(svgRefusal(svg), svg).toBe(reason);
  });
});

describe('image types', () => {
  it('are told by their first bytes', () => {
    expect(sniffBrandingImage(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffBrandingImage(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffBrandingImage(text('GIF89a......'))).toBe('image/gif');
    expect(sniffBrandingImage(text('RIFF....WEBPVP8 '))).toBe('image/webp');
    expect(sniffBrandingImage(bytes(0, 0, 1, 0, 1, 0))).toBe('image/x-icon');
    expect(sniffBrandingImage(text('<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="x"></svg>'))).toBe(
      'image/svg+xml',
    );
    expect(sniffBrandingImage(text('%PDF-1.7'))).toBeNull();
    expect(sniffBrandingImage(text('<html><svg></svg></html>'))).toBeNull();
  });
  it('makes a favicon acceptable only when its bytes are the type it claims', () => {
    const png = 'iVBORw0KGgoBAgM='; // the PNG signature and 1, 2, 3
    expect(isSafeFavicon({ type: 'image/png', content: png })).toBe(true);
    expect(isSafeFavicon({ type: 'image/svg+xml', content: png })).toBe(false);
    expect(isSafeFavicon({ type: 'image/png', content: 'not base64!' })).toBe(false);
    const svg = 'PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIj48L3N2Zz4='; // <svg onload="alert(1)"></svg>
    expect(isSafeFavicon({ type: 'image/svg+xml', content: svg })).toBe(false);
  });
});

describe('validateBranding', () => {
  const body: BrandingSaveBody = {
    name: 'Acme',
    applicationName: 'Acme Post',
    virtualHost: 'post.acme.test',
    authenticationRealm: null,
    backgroundImageURL: '/api/brandings/images/bg',
    logoImageURL: null,
    notificationIconURL: null,
    properties: {
      css: null,
      favicon: null,
      primaryColor: '#112233',
      iconColors: { deposit: '#abcdef' },
      embeddedParentUrls: ['https://portal.acme.test'],
      chatSupportUrl: null,
    },
    statusColors: { ok: { color: '#00aa00', textColor: '#ffffff', name: 'Done' } },
  };
  const others = [
    { id: 'd', name: 'default', virtualHost: null },
    { id: 'o', name: 'Other', virtualHost: 'other.test' },
  ];
  it('accepts a sound white label, and the same one saved over itself', () => {
    expect(validateBranding(body, others)).toEqual([]);
    expect(validateBranding({ ...body, id: 'o', name: 'Other', virtualHost: 'other.test' }, others)).toEqual(
      [],
    );
  });
  it('names every refused field', () => {
    const issues = validateBranding(
      {
        ...body,
        name: 'OTHER',
        virtualHost: 'Other.test',
        properties: { ...body.properties, iconColors: { deposit: 'blue' } },
      },
      others,
    );
    expect(issues).toEqual([
      { field: 'name', key: 'nameTaken', params: { name: 'OTHER' } },
      { field: 'virtualHost', key: 'virtualHostTaken', params: { value: 'Other.test' } },
      { field: 'properties.iconColors.deposit', key: 'colourInvalid' },
    ]);
  });
});
