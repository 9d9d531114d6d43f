import { describe, expect, it } from 'vitest';
import * as model from './index';

// Every exported enumeration tuple of the model: no empty list, no duplicate value, no blank value.
const tuples: [string, readonly string[]][] = Object.entries(model as Record<string, unknown>).flatMap(
  ([name, value]) =>
    Array.isArray(value) && value.every((v) => typeof v === 'string') ? [[name, value as string[]]] : [],
);

describe('model enumerations', () => {
  it('exports the enumerations the brief asks for', () => {
    expect(tuples.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'SERVICE_TYPES',
        'BOX_TYPES',
        'BOX_SPLITTING_KINDS',
        'PARSER_KINDS',
        'DOCUMENT_KINDS',
        'METADATA_TYPES',
        'METADATA_VALIDATION_KINDS',
        'ADDRESS_ROLES',
        'FIELD_KINDS',
        'TEXT_FIELD_KINDS',
        'REQUIREMENT_KINDS',
        'CHANNEL_REQUIREMENT_KINDS',
        'CHANNEL_REQUIREMENT_TYPES',
        'CHANNEL_REQUIREMENT_NAMES',
        'COMPOSE_TYPES',
        'EXPRESSION_NODE_KINDS',
        'CONDITION_KINDS',
        'DISPLAY_STATUS_KINDS',
        'HELP_AREA_IDS',
        'DEPOSIT_MODES',
        'RECIPIENT_PREFERENCES',
        'RECIPIENT_CHOICE_SOURCES',
        'ADDRESS_QUALITIES',
        'REQUIREMENT_CHECK_STATUSES',
        'LIST_SCOPES',
        'LIST_SELECTION_KINDS',
        'FILTER_WIDGET_KINDS',
        'TOAST_LEVELS',
      ]),
    );
  });

  for (const [name, values] of tuples) {
    it(`${name} is non-empty, without duplicates or blanks`, () => {
      expect(values.length).toBeGreaterThan(0);
      expect(new Set(values).size).toBe(values.length);
      for (const v of values) expect(v.trim()).toBe(v);
      for (const v of values) expect(v).not.toBe('');
    });
  }
});

describe('spec counts', () => {
  it('has the number of values the spec lists', () => {
    expect(model.SERVICE_TYPES).toHaveLength(6);
    expect(model.DEPOSIT_MODES).toHaveLength(7);
    expect(model.FIELD_KINDS).toHaveLength(14);
    // The spec's 21, and consentLink (ours, docs/domain-decisions.md "Recipients").
    expect(model.EXPRESSION_NODE_KINDS).toHaveLength(22);
    expect(model.CONDITION_KINDS).toHaveLength(13);
    expect(model.DISPLAY_STATUS_KINDS).toHaveLength(13);
    expect(model.HELP_AREA_IDS).toHaveLength(12);
    expect(model.FILTER_WIDGET_KINDS).toHaveLength(9);
    expect(model.CHANNEL_TYPES).toHaveLength(8);
  });

  it('has requirement kinds = service types without ARCHIVE', () => {
    expect([...model.REQUIREMENT_KINDS].sort()).toEqual(
      model.SERVICE_TYPES.filter((t) => t !== 'ARCHIVE').sort(),
    );
  });
});
