import { describe, expect, it } from 'vitest';
import type { LabelKey } from '@postbridge/domain';
import { englishLabels, formatLabel } from '@postbridge/domain';
import { markerWords, splitMarkerSentence } from './splitMarker';

const FOOTER = { left: 15, top: 281, width: 50, height: 9 };
const HEADER = { left: 15, top: 10, width: 80, height: 20 };
const MIDDLE = { left: 100, top: 120, width: 90, height: 40 };
const t = (key: LabelKey, params?: Record<string, string | number>) =>
  formatLabel(englishLabels[key], params);

describe('a split marker in words', () => {
  it('reads "^Page 1/" in the footer as a page whose footer text starts with "Page 1/"', () => {
    expect(markerWords({ area: FOOTER, value: '^Page 1/' })).toEqual({
      match: 'startsWith',
      text: 'Page 1/',
      where: 'footer',
    });
    expect(splitMarkerSentence({ area: FOOTER, value: '^Page 1/', page: 1 }, t)).toBe(
      'A new document starts on each page whose text in the footer area starts with "Page 1/".',
    );
  });

  it('tells plain texts, anchors, escaped punctuation and ".*" ends apart', () => {
    const words = (value: string) => markerWords({ area: HEADER, value });
    expect(words('INVOICE')).toMatchObject({ match: 'contains', text: 'INVOICE', where: 'header' });
    expect(words('^INVOICE$')).toMatchObject({ match: 'exact', text: 'INVOICE' });
    expect(words('Total\\.$')).toMatchObject({ match: 'endsWith', text: 'Total.' });
    expect(words('^Page 1/.*')).toMatchObject({ match: 'startsWith', text: 'Page 1/' });
    expect(words('.*Page 1/.*')).toMatchObject({ match: 'contains', text: 'Page 1/' });
    expect(words('  ')).toMatchObject({ match: 'any', text: '' });
  });

  it('keeps a real pattern as a pattern, named so', () => {
    expect(markerWords({ area: MIDDLE, value: '^Page \\d+/\\d+$' })).toEqual({
      match: 'pattern',
      text: '^Page \\d+/\\d+$',
      where: 'area',
    });
    expect(splitMarkerSentence({ area: MIDDLE, value: 'A|B', page: -1 }, t)).toBe(
      'A document ends on each page whose text in the marked area matches the pattern A|B.',
    );
  });
});
