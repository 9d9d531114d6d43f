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

// The first word of a key names the screen area or the shared concept (docs/web.md "Labels and languages"): one
// word per concept, so that a deposit's screens are not `send.*` in one place and `deposit.*` in another.
const KEY_AREAS = [
  // The frame and signing in.
  ...['app', 'common', 'field', 'section', 'screen', 'shell', 'userMenu', 'version', 'download'],
  ...[
    'signIn',
    'lostPassword',
    'password',
    'resetPassword',
    'changePassword',
    'notification',
    'notifications',
  ],
  // The sections.
  ...[
    'home',
    'counter',
    'deposit',
    'lists',
    'manage',
    'details',
    'status',
    'monitoring',
    'processing',
    'admin',
    'settings',
    'system',
  ],
  // Shared vocabularies: error codes, address and value check issues, e-mails, the recipient's consent page,
  // print pre-flight findings.
  ...['error', 'issue', 'mail', 'consent', 'preflight'],
  // Ways in: embedded mode, API keys and external authentication, single sign-on, the virtual printer.
  ...['embedded', 'apiKey', 'sso', 'printer'],
];

describe('label catalogues', () => {
  it('starts every key with the word of its area', () => {
    const strays = Object.keys(en).filter((key) => !KEY_AREAS.includes(key.split('.')[0]!));
    expect(strays).toEqual([]);
  });

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
