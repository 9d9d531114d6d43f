import { describe, expect, it } from 'vitest';
import { widenPolicy } from './page-policy';

const BASE = "default-src 'self';script-src 'self';frame-ancestors 'self';connect-src 'self'";

describe("a white label's page policy", () => {
  it('adds the parent origins to frame-ancestors and the chat origin where a widget needs it', () => {
    const csp = widenPolicy(BASE, {
      frameAncestors: ['https://portal.acme.test', 'https://intranet.acme.test:8443'],
      chatOrigins: ['https://chat.example.com'],
    });
    expect(csp).toBe(
      "default-src 'self';script-src 'self' https://chat.example.com;" +
        "frame-ancestors 'self' https://portal.acme.test https://intranet.acme.test:8443;" +
        "connect-src 'self' https://chat.example.com;frame-src 'self' https://chat.example.com",
    );
  });

  it('keeps the policy as it is without additions, and never writes anything but an exact origin', () => {
    expect(widenPolicy(BASE, { frameAncestors: [], chatOrigins: [] })).toBe(BASE);
    expect(
      widenPolicy(BASE, {
        frameAncestors: ['*', "'unsafe-inline'", 'https://a.test/path', 'https://a.test; x'],
        chatOrigins: [],
      }),
    ).toBe(BASE);
  });
});
