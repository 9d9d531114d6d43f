import { describe, expect, it } from 'vitest';
import { checkEmailAddress } from './check-email-address';

describe('checkEmailAddress', () => {
  it.each([
    'ada.martin@example.com',
    'a@b.co',
    "o'brien@example.ie",
    'first+tag@mail.example.org',
    'x_y-z!#$%&*/=?^`{|}~@sub-domain.example.fr',
    'jose.garcía@correo.es',
    'user@xn--bcher-kva.example',
  ])('accepts %s as GOOD', (address) => {
    expect(checkEmailAddress(address)).toEqual({
      valid: true,
      quality: 'GOOD',
      value: address,
      countryCode: null,
    });
  });

  it('trims without calling it a change, and lower-cases the domain as MODIFIED', () => {
    expect(checkEmailAddress('  ada@example.com \n')).toMatchObject({
      quality: 'GOOD',
      value: 'ada@example.com',
    });
    // The local part may be case-sensitive on the receiving server: it is kept as written.
    expect(checkEmailAddress(' Ada.Martin@Example.COM ')).toMatchObject({
      valid: true,
      quality: 'MODIFIED',
      value: 'Ada.Martin@example.com',
    });
  });

  it.each([
    ['', 'email.empty'],
    ['   ', 'email.empty'],
    ['ada.example.com', 'email.invalidFormat'],
    ['ada@@example.com', 'email.invalidFormat'],
    ['ada@bob@example.com', 'email.invalidFormat'],
    ['@example.com', 'email.invalidFormat'],
    ['ada@', 'email.invalidFormat'],
    ['.ada@example.com', 'email.invalidFormat'],
    ['ada.@example.com', 'email.invalidFormat'],
    ['ada..martin@example.com', 'email.invalidFormat'],
    ['ada martin@example.com', 'email.invalidFormat'],
    ['"ada"@example.com', 'email.invalidFormat'],
    ['ada@localhost', 'email.invalidFormat'],
    ['ada@example..com', 'email.invalidFormat'],
    ['ada@example.com.', 'email.invalidFormat'],
    ['ada@-example.com', 'email.invalidFormat'],
    ['ada@example-.com', 'email.invalidFormat'],
    ['ada@exa_mple.com', 'email.invalidFormat'],
    ['ada@192.168.0.1', 'email.invalidFormat'],
    ['ada@[192.168.0.1]', 'email.invalidFormat'],
    ['mailto:ada@example.com', 'email.invalidFormat'],
    [`ada@${'a'.repeat(64)}.com`, 'email.invalidFormat'],
  ])('refuses %j with %s', (address, errorKey) => {
    expect(checkEmailAddress(address)).toEqual({
      valid: false,
      quality: 'BAD',
      errorKey,
      value: address.trim(),
      countryCode: null,
    });
  });

  it('holds a local part to 64 characters and the address to 254', () => {
    const local64 = 'a'.repeat(64);
    expect(checkEmailAddress(`${local64}@example.com`).valid).toBe(true);
    expect(checkEmailAddress(`${local64}a@example.com`).errorKey).toBe('email.tooLong');
    // 63-character labels are allowed; 4 of them plus the local part make 254 characters exactly.
    const domain = [63, 63, 63, 60].map((n) => 'd'.repeat(n)).join('.');
    const longest = `a@${domain}`;
    expect(longest).toHaveLength(254);
    expect(checkEmailAddress(longest).valid).toBe(true);
    expect(checkEmailAddress(`ab@${domain}`).errorKey).toBe('email.tooLong');
  });
});
