import { describe, expect, it } from 'vitest';
import { englishLabels, labelsFor, LOCALES } from '../labels/index';
import { VALIDATION_MESSAGE_KEYS, VALIDATION_MESSAGES_EN, validationLabelKey } from './messages';

describe('VALIDATION_MESSAGES_EN', () => {
  it('has a sentence for every key, grouped by a known prefix', () => {
    expect(Object.keys(VALIDATION_MESSAGES_EN)).toEqual([...VALIDATION_MESSAGE_KEYS]);
    expect(new Set(VALIDATION_MESSAGE_KEYS).size).toBe(VALIDATION_MESSAGE_KEYS.length);
    for (const [key, text] of Object.entries(VALIDATION_MESSAGES_EN)) {
      expect(key).toMatch(
        /^(service|parser|expression|job|metadata|ou|pageSelector|channel|option)\.[A-Za-z.]+$/,
      );
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('reads every text from the issue.<key> English label', () => {
    for (const key of VALIDATION_MESSAGE_KEYS) {
      const labelKey = validationLabelKey(key);
      expect(labelKey).toBe(`issue.${key}`);
      expect(Object.keys(englishLabels), key).toContain(labelKey);
      expect(VALIDATION_MESSAGES_EN[key]).toBe(englishLabels[labelKey]);
    }
  });

  it('has a translated issue.<key> label in every interface language', () => {
    for (const { code } of LOCALES) {
      const labels = labelsFor(code);
      for (const key of VALIDATION_MESSAGE_KEYS) {
        expect(labels[validationLabelKey(key)]?.trim(), `${code} ${key}`).toBeTruthy();
      }
    }
  });

  it('keeps the two webhook texts of docs/product.md §5 verbatim', () => {
    expect(VALIDATION_MESSAGES_EN['ou.webhookInvalid']).toBe('Invalid URL');
    expect(VALIDATION_MESSAGES_EN['ou.webhookInsecure']).toBe('A secure link is recommended (HTTPS)');
  });
});
