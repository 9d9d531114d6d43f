import { describe, expect, it } from 'vitest';
import { mailDomainProblem, normaliseMailDomain } from './mail-domains';

describe('mailDomainProblem', () => {
  it('takes DNS names of two labels or more, trimmed, in any case, with a trailing dot', () => {
    for (const name of ['example.org', ' Mail.Example.ORG. ', 'xn--bcher-kva.example', 'a-b.c1.io'])
      expect(mailDomainProblem(name), name).toBeNull();
    expect(normaliseMailDomain(' Mail.Example.ORG. ')).toBe('mail.example.org');
  });

  it('refuses what is not one', () => {
    expect(mailDomainProblem('  ')).toBe('empty');
    expect(mailDomainProblem(`${'a'.repeat(250)}.org`)).toBe('tooLong');
    for (const name of [
      'localhost',
      'exa mple.org',
      '-x.example.org',
      'x-.example.org',
      'ex_ample.org',
      'example.123',
      'a..b',
      `${'a'.repeat(64)}.org`,
      'bücher.example',
      'user@example.org',
    ])
      expect(mailDomainProblem(name), name).toBe('invalid');
  });
});
