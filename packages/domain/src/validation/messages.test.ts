import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES_EN } from './messages';

describe('VALIDATION_MESSAGES_EN', () => {
  it('has a sentence for every key, grouped by a known prefix', () => {
    for (const [key, text] of Object.entries(VALIDATION_MESSAGES_EN)) {
      expect(key).toMatch(/^(service|parser|expression|job|metadata|ou|pageSelector)\.[A-Za-z.]+$/);
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('keeps the two webhook texts of spec §5 verbatim', () => {
    expect(VALIDATION_MESSAGES_EN['ou.webhookInvalid']).toBe('Invalid URL');
    expect(VALIDATION_MESSAGES_EN['ou.webhookInsecure']).toBe('A secure link is recommended (HTTPS)');
  });
});
