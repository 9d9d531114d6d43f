import { describe, expect, it } from 'vitest';
import { HELP_AREA_IDS, HELP_AREA_NAMES, helpAreaId } from './ui';

describe('help area identifiers', () => {
  it('are the names with the nhm- prefix, in the same order', () => {
    expect(HELP_AREA_NAMES.map(helpAreaId)).toEqual([...HELP_AREA_IDS]);
    expect(helpAreaId('filter-unique')).toBe('nhm-filter-unique');
  });
});
