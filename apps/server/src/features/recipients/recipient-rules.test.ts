import { describe, expect, it } from 'vitest';
import { readConsentToken, signConsentToken } from './consent-link';
import { csvLine, maskEmail, senderChoiceOf, senderWriteOutcome } from './recipient-rules';

const path = (field: string) => field;

describe('senderChoiceOf', () => {
  it('defaults emailValid to true for an address, false for a pending one, and keeps BAD addresses', () => {
    expect(
      senderChoiceOf(
        { recipientIdentifier: 'a', mainPreferences: 'EMAIL', emailAddress: 'a@Example.test' },
        false,
        path,
      ).values,
    ).toEqual({ preference: 'EMAIL', emailAddress: 'a@example.test', emailValid: true, status: 'MODIFIED' });
    expect(
      senderChoiceOf(
        { recipientIdentifier: 'a', mainPreferences: 'EMAIL_PENDING', emailAddress: 'a@example.test' },
        false,
        path,
      ).values,
    ).toEqual({
      preference: 'EMAIL_PENDING',
      emailAddress: 'a@example.test',
      emailValid: false,
      status: 'GOOD',
    });
    expect(
      senderChoiceOf(
        {
          recipientIdentifier: 'a',
          mainPreferences: 'LETTER',
          emailAddress: 'a@example.test',
          emailValid: false,
        },
        false,
        path,
      ).values,
    ).toEqual({ preference: 'LETTER', emailAddress: 'a@example.test', emailValid: false, status: 'BAD' });
    expect(
      senderChoiceOf({ recipientIdentifier: 'a', mainPreferences: 'NONE', emailValid: true }, false, path)
        .values,
    ).toEqual({ preference: 'NONE', emailAddress: null, emailValid: false, status: null });
  });

  it('refuses what contradicts the preference', () => {
    const keys = (input: Parameters<typeof senderChoiceOf>[0], inList = false) =>
      senderChoiceOf(input, inList, path).issues.map((i) => i.key);
    expect(keys({ recipientIdentifier: 'a', mainPreferences: 'EMAIL', emailAddress: ' ' })).toEqual([
      'recipient.emailRequired',
    ]);
    expect(
      keys({
        recipientIdentifier: 'a',
        mainPreferences: 'EMAIL',
        emailAddress: 'a@example.test',
        emailValid: false,
      }),
    ).toEqual(['recipient.emailNotValid']);
    expect(
      keys({
        recipientIdentifier: 'a',
        mainPreferences: 'EMAIL_PENDING',
        emailAddress: 'a@example.test',
        emailValid: true,
      }),
    ).toEqual(['recipient.pendingEmailValid']);
    // A list carries addresses the sender vouches for.
    expect(
      keys(
        { recipientIdentifier: 'a', mainPreferences: 'EMAIL_PENDING', emailAddress: 'a@example.test' },
        true,
      ),
    ).toEqual(['recipient.pendingEmailValid']);
    expect(keys({ recipientIdentifier: 'a', mainPreferences: 'LETTER', emailValid: false }, true)).toEqual([
      'recipient.listEmailValid',
    ]);
    expect(keys({ recipientIdentifier: 'a', mainPreferences: 'LETTER', emailAddress: 'a@b' })).toEqual([
      'email.invalidFormat',
    ]);
  });
});

describe('senderWriteOutcome', () => {
  const choice = { preference: 'LETTER', emailAddress: null, emailValid: false, status: null } as const;
  it('keeps the recipient’s own choice and counts a write saying the same as unchanged', () => {
    expect(senderWriteOutcome({ ...choice, source: 'SENDER' }, choice)).toBe('unchanged');
    expect(senderWriteOutcome({ ...choice, source: 'QR_CODE' }, choice)).toBe('unchanged');
    const email = {
      preference: 'EMAIL',
      emailAddress: 'a@example.test',
      emailValid: true,
      status: 'GOOD',
    } as const;
    expect(senderWriteOutcome({ ...choice, source: 'QR_CODE' }, email)).toBe('kept');
    // An unsubscribe from an e-mail is the recipient's own word too.
    expect(senderWriteOutcome({ ...choice, source: 'UNSUBSCRIBE' }, email)).toBe('kept');
    expect(senderWriteOutcome({ ...choice, source: 'SENDER' }, email)).toBe('updated');
    expect(senderWriteOutcome({ ...choice, source: 'NONE' }, email)).toBe('updated');
  });
});

describe('maskEmail', () => {
  it('shows the first character and the domain only', () => {
    expect(maskEmail('jane.doe@example.org')).toBe('j•••@example.org');
    expect(maskEmail('é@example.org')).toBe('é•••@example.org');
    expect(maskEmail(null)).toBeNull();
  });
});

describe('csvLine', () => {
  it('separates with semicolons, quotes when needed, and defuses formulas', () => {
    expect(csvLine(['a', null, 'b c'])).toBe('a;;b c\r\n');
    expect(csvLine(['x;y', 'say "hi"', 'two\nlines'])).toBe('"x;y";"say ""hi""";"two\nlines"\r\n');
    expect(csvLine(['=1+2', '+33', '-1', '@SUM(A1)', 'a=b'])).toBe("'=1+2;'+33;'-1;'@SUM(A1);a=b\r\n");
  });
});

describe('consent tokens', () => {
  const key = Buffer.alloc(32, 1);
  it('name an OU and an identifier, and only with the key that signed them', () => {
    const token = signConsentToken(key, 'ou-1', 'Zoë/42 "x"');
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(readConsentToken(key, token)).toEqual({ ouId: 'ou-1', identifier: 'Zoë/42 "x"' });
    expect(readConsentToken(Buffer.alloc(32, 2), token)).toBeNull();
    expect(readConsentToken(key, `${token.slice(0, 5)}${token.slice(6)}`)).toBeNull();
    expect(readConsentToken(key, token.slice(-22))).toBeNull();
    expect(readConsentToken(key, `${token}é`)).toBeNull();
  });
});
