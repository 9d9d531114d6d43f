import { describe, expect, it } from 'vitest';
// The browser's meter itself (a plain module, no DOM): the one thing this test is about is that it and the
// server's policy give a password the same figure.
import { loadPasswordMeter } from '../../../../web/src/ui/password/passwordMeter';
import { checkPasswordPolicy } from '../auth/password-policy';

const USER = {
  login: 'sender',
  firstName: 'Sam',
  lastName: 'Sender',
  emailAddress: 'sam.sender@example.org',
};
const SERVER_WORDS = [USER.login, USER.firstName, USER.lastName, ...USER.emailAddress.split('@')];

const PASSWORDS: [string, string | undefined][] = [
  ['123456', undefined],
  ['password1', undefined],
  ['Sender2026!', undefined],
  ['qwertyuiop', undefined],
  ['Tr0ub4dor&3', undefined],
  ['correct horse battery staple', undefined],
  ['orbit-lantern-quietly-47', undefined],
  ['copper-violin-harbour-81', 'Demo-sender-2026'],
  ['Demo-sender-2027', 'Demo-sender-2026'],
  ['zY8#qL2!vN6@wR4$', undefined],
  ['אבגדהוזחטי', undefined],
];

describe('the web password meter and the server password policy', () => {
  it('measure every password of the table to the same tenth of a bit', async () => {
    const meter = await loadPasswordMeter();
    const levels = new Set<string>();
    for (const [password, previousPassword] of PASSWORDS) {
      const server = checkPasswordPolicy({
        newPassword: password,
        minEntropyBits: 0,
        userWords: SERVER_WORDS,
        ...(previousPassword !== undefined && { previousPassword }),
      });
      const web = meter(password, { ...USER, previousPassword: previousPassword ?? null });
      expect({ password, bits: web.entropyBits }).toEqual({ password, bits: server.entropyBits });
      levels.add(web.level);
    }
    // The table spans the scale, so the agreement is tested at both ends and in between.
    expect(levels).toContain('veryWeak');
    expect(levels).toContain('veryStrong');
    expect(levels.size).toBeGreaterThanOrEqual(4);
  });

  it('says "very weak" for a common password and at least "good" for a passphrase the demo policy accepts', async () => {
    const meter = await loadPasswordMeter();
    expect(meter('password1', USER).level).toBe('veryWeak');
    const passphrase = meter('orbit-lantern-quietly-47', USER);
    expect(
      checkPasswordPolicy({
        newPassword: 'orbit-lantern-quietly-47',
        minEntropyBits: 30,
        userWords: SERVER_WORDS,
      }).ok,
    ).toBe(true);
    expect(['good', 'strong', 'veryStrong']).toContain(passphrase.level);
  });
});
