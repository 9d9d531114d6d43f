import { describe, expect, it } from 'vitest';
import { en } from './en';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { he } from './he';
import { hu } from './hu';
import { nl } from './nl';
import { pt } from './pt';
import { LOCALES, labelsFor } from './index';

const TRANSLATIONS = { de, es, fr, he, hu, nl, pt } as const;
const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();

describe('label catalogues', () => {
  it('has a catalogue for every interface language', () => {
    expect(LOCALES.map((l) => l.code).sort()).toEqual(['en', ...Object.keys(TRANSLATIONS)].sort());
  });

  for (const [code, labels] of Object.entries(TRANSLATIONS)) {
    describe(code, () => {
      it('has exactly the keys of English', () => {
        expect(Object.keys(labels).sort()).toEqual(Object.keys(en).sort());
      });

      it('keeps every {placeholder} of the English text', () => {
        for (const [key, text] of Object.entries(en)) {
          expect({ key, placeholders: placeholders(labels[key as keyof typeof en]) }).toEqual({
            key,
            placeholders: placeholders(text),
          });
        }
      });

      it('translates (no empty text, not a copy of the English catalogue)', () => {
        expect(Object.values(labels).every((text) => text.trim() !== '')).toBe(true);
        const copied = Object.keys(en).filter(
          (key) => labels[key as keyof typeof en] === en[key as keyof typeof en],
        );
        // Names and a few international words may stay as in English; most of the catalogue may not.
        expect(copied.length).toBeLessThan(Object.keys(en).length / 10);
      });

      it('is what labelsFor returns', () => {
        expect(labelsFor(code)).toBe(labels);
      });
    });
  }
});
