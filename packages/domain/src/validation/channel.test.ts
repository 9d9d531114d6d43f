import { describe, expect, it } from 'vitest';
import { channelSchema, type ChannelInput } from '../api/channels';
import { isRgbaColor, validateChannel, validateOptionType, validateOptionValue } from './channel';
import type { ValidationIssue } from './issues';

const pairs = (issues: ValidationIssue[]) => issues.map(({ key, path }) => [key, path]);

const address = { kind: 'recipient', name: 'mainPostalAddress', type: 'address' } as const;
const sequence = { kind: 'positionInBox', fromMain: true } as const;

/** A valid postal channel touching every part of the configuration; override parts per test. */
function buildChannel(overrides: Partial<ChannelInput> = {}) {
  return channelSchema.parse({
    id: 'simple-mail',
    channelType: 'POSTAL_MAIL',
    name: 'Simple mail',
    providerName: 'simulator',
    cutoffTime: '16:00',
    timeZone: 'Europe/Paris',
    minProductionDays: 1,
    fallbackOnStatuses: [-614],
    requirements: [address],
    trackingProperties: { url: 'https://track.example.com/{number}', placeholder: '{number}' },
    outputFiles: [
      {
        id: 'letters',
        name: 'Letters',
        mainOutputFile: true,
        technicalAreas: [
          { type: 'datamatrix', area: { left: 5, top: 250, width: 12, height: 12 }, content: sequence },
          { type: 'rectangle', area: { left: 100, top: 45, width: 90, height: 40 }, check: true },
          {
            type: 'text',
            area: { left: 10, top: 10, width: 50, height: 5 },
            content: sequence,
            fontName: 'Courier',
          },
        ],
        options: [
          {
            optionTypeId: 'colour',
            options: [{ optionId: 'bw', default: true }, { optionId: 'colour' }],
          },
        ],
      },
    ],
    ...overrides,
  });
}

const context = {
  optionTypeIds: ['colour', 'printing'],
  options: [
    { id: 'bw', optionTypeId: 'colour' },
    { id: 'colour', optionTypeId: 'colour' },
    { id: 'recto', optionTypeId: 'printing' },
  ],
  fonts: ['Helvetica', 'Courier'],
};

describe('channel schema defaults (docs/product.md §3, §9)', () => {
  it('fills the defaults of a channel and of a technical area', () => {
    const channel = channelSchema.parse({
      id: 'c',
      channelType: 'EMAIL',
      name: 'E-mail',
      providerName: 'smtp',
      outputFiles: [{ name: 'Mail', technicalAreas: [{ type: 'rectangle', area: {} }] }],
    });
    expect(channel).toMatchObject({
      workingDays: [1, 2, 3, 4, 5],
      timeZone: 'UTC',
      cutoffTime: null,
      enabled: true,
      externalOutputTrigger: false,
    });
    expect(channel.outputFiles[0]).toMatchObject({ pageFormat: 'A4', mainOutputFile: false });
    expect(channel.outputFiles[0]!.technicalAreas[0]).toMatchObject({
      area: { left: 0, top: 0, width: 10, height: 10 },
      fontSize: 10,
      lineSpace: 1,
      fontColor: 'rgba(0,0,0,1)',
      colors: { bat: 'rgba(255,255,255,1)', production: 'rgba(255,255,255,1)', error: 'rgba(255,255,255,1)' },
      page: 'all',
      documentKind: 'DOCUMENT',
    });
  });
});

describe('validateChannel', () => {
  it('accepts a complete valid channel with no issue', () => {
    expect(validateChannel(buildChannel(), context)).toEqual([]);
  });

  it('reports every issue at once, with its path', () => {
    const issues = validateChannel(
      buildChannel({
        name: ' ',
        providerName: '',
        workingDays: [],
        cutoffTime: '24:00',
        fallbackOnStatuses: [-711, 42, -711],
        requirements: [],
      }),
    );
    expect(pairs(issues)).toEqual([
      ['channel.nameMandatory', 'name'],
      ['channel.providerMandatory', 'providerName'],
      ['channel.workingDaysEmpty', 'workingDays'],
      ['channel.cutoffTimeInvalid', 'cutoffTime'],
      ['channel.fallbackStatusUnknown', 'fallbackOnStatuses[1]'],
      ['channel.fallbackStatusDuplicate', 'fallbackOnStatuses[2]'],
      ['service.requirement.mandatory', 'requirements'],
    ]);
  });

  it('refuses a working day listed twice', () => {
    expect(validateChannel(buildChannel({ workingDays: [1, 2, 2] }))).toEqual([
      {
        key: 'channel.workingDayDuplicate',
        path: 'workingDays[2]',
        severity: 'error',
        params: { day: 2 },
      },
    ]);
  });

  it('takes destination countries as ISO 3166-1 alpha-2 codes, each once; none means every country', () => {
    expect(buildChannel().destinationCountries).toEqual([]);
    expect(validateChannel(buildChannel({ destinationCountries: ['FR', 'DE', 'CH'] }))).toEqual([]);
    expect(
      pairs(validateChannel(buildChannel({ destinationCountries: ['FR', 'fr', 'XX', 'ZZ', 'FRA', 'FR'] }))),
    ).toEqual([
      ['channel.destinationCountryUnknown', 'destinationCountries[1]'],
      ['channel.destinationCountryUnknown', 'destinationCountries[2]'],
      ['channel.destinationCountryUnknown', 'destinationCountries[3]'],
      ['channel.destinationCountryUnknown', 'destinationCountries[4]'],
      ['channel.destinationCountryDuplicate', 'destinationCountries[5]'],
    ]);
  });

  it('only warns about an unknown time zone without a cutoff time (docs/product.md §5: the cutoff ignores it)', () => {
    expect(validateChannel(buildChannel({ cutoffTime: null, timeZone: 'Europe/Atlantis' }))).toEqual([
      {
        key: 'channel.timeZoneUnknown',
        path: 'timeZone',
        severity: 'warning',
        params: { timeZone: 'Europe/Atlantis' },
      },
    ]);
  });

  it('refuses a cutoff time in an unknown time zone, at the time zone (issue 15)', () => {
    expect(validateChannel(buildChannel({ cutoffTime: '16:00', timeZone: 'Europe/Atlantis' }))).toEqual([
      {
        key: 'channel.cutoffTimeZoneUnknown',
        path: 'timeZone',
        severity: 'error',
        params: { timeZone: 'Europe/Atlantis' },
      },
    ]);
    expect(validateChannel(buildChannel({ cutoffTime: '16:00', timeZone: ' ' }))).toHaveLength(1);
    // Zones the runtime knows, other than the default, are accepted.
    expect(validateChannel(buildChannel({ cutoffTime: '16:00', timeZone: 'Asia/Jerusalem' }))).toEqual([]);
  });

  it('takes a cutoff time only as HH:mm', () => {
    for (const cutoffTime of ['7:00', '16:60', '16h00', '16:00:00', '']) {
      expect(pairs(validateChannel(buildChannel({ cutoffTime }))), cutoffTime).toEqual([
        ['channel.cutoffTimeInvalid', 'cutoffTime'],
      ]);
    }
    expect(validateChannel(buildChannel({ cutoffTime: '00:00' }))).toEqual([]);
    expect(validateChannel(buildChannel({ cutoffTime: '23:59' }))).toEqual([]);
  });

  it('applies the requirement rules of a service: names unique, reserved names for the channel kinds', () => {
    const issues = validateChannel(
      buildChannel({
        requirements: [
          address,
          { kind: 'free', name: 'subject', type: 'text' },
          { kind: 'recipient', name: 'mainPostalAddress', type: 'address' },
        ],
      }),
    );
    expect(pairs(issues)).toEqual([
      ['service.requirement.invalidName', 'requirements[1].name'],
      ['service.requirement.duplicate', 'requirements[2].name'],
    ]);
  });

  it('needs the placeholder in the tracking link, and a valid link', () => {
    const missing = validateChannel(
      buildChannel({ trackingProperties: { url: 'https://track.example.com/', placeholder: '{number}' } }),
    );
    expect(pairs(missing)).toEqual([['channel.tracking.placeholderMissing', 'trackingProperties.url']]);
    const invalid = validateChannel(
      buildChannel({ trackingProperties: { url: 'track me {n}', placeholder: '{n}' } }),
    );
    expect(pairs(invalid)).toEqual([['ou.webhookInvalid', 'trackingProperties.url']]);
    const notHttp = validateChannel(
      buildChannel({
        trackingProperties: { url: 'ftp://track.example.com/{number}', placeholder: '{number}' },
      }),
    );
    expect(pairs(notHttp)).toEqual([['ou.webhookInvalid', 'trackingProperties.url']]);
    const blankPlaceholder = validateChannel(
      buildChannel({ trackingProperties: { url: 'https://track.example.com/', placeholder: ' ' } }),
    );
    expect(pairs(blankPlaceholder)).toEqual([
      ['channel.tracking.placeholderMissing', 'trackingProperties.url'],
    ]);
  });

  it('checks output files: names, ids, one main file', () => {
    const file = buildChannel().outputFiles[0]!;
    const issues = validateChannel(
      buildChannel({
        outputFiles: [
          { ...file, mainOutputFile: false },
          { ...file, name: ' ', mainOutputFile: false },
          { ...file, id: 'other', mainOutputFile: false },
        ],
      }),
    );
    expect(pairs(issues)).toEqual([
      ['channel.outputFile.nameMandatory', 'outputFiles[1].name'],
      ['channel.outputFile.duplicateName', 'outputFiles[2].name'],
      ['channel.outputFile.duplicateId', 'outputFiles[1].id'],
      ['channel.outputFile.mainCount', 'outputFiles'],
    ]);
  });

  it('checks technical areas: on the page, page selector, content, font, colours', () => {
    const issues = validateChannel(
      buildChannel({
        outputFiles: [
          {
            id: 'f',
            name: 'Print',
            mainOutputFile: true,
            pageFormat: 'A5',
            technicalAreas: [
              {
                type: 'barcode',
                area: { left: 140, top: 0, width: 10, height: 10 },
                documentKind: 'COMPOSED_DOCUMENT',
                page: '1',
                fontName: 'Comic Sans',
                fontColor: 'black',
                colors: { error: 'rgba(256,0,0,1)' },
              },
            ],
          },
        ],
      }),
      context,
    );
    expect(issues).toContainEqual({
      key: 'channel.area.outsidePage',
      path: 'outputFiles[0].technicalAreas[0].area',
      severity: 'error',
      params: { format: 'A5', widthMm: 148, heightMm: 210 },
    });
    expect(pairs(issues)).toEqual([
      ['channel.area.outsidePage', 'outputFiles[0].technicalAreas[0].area'],
      ['pageSelector.notAllowed', 'outputFiles[0].technicalAreas[0].page'],
      ['channel.area.contentMandatory', 'outputFiles[0].technicalAreas[0].content'],
      ['channel.area.unknownFont', 'outputFiles[0].technicalAreas[0].fontName'],
      ['channel.area.colorInvalid', 'outputFiles[0].technicalAreas[0].colors.error'],
      ['channel.area.colorInvalid', 'outputFiles[0].technicalAreas[0].fontColor'],
    ]);
  });

  it('validates the expressions of technical areas', () => {
    const file = buildChannel().outputFiles[0]!;
    const area = { ...file.technicalAreas[0]!, content: { kind: 'metadataReference' as const, name: '' } };
    const issues = validateChannel(buildChannel({ outputFiles: [{ ...file, technicalAreas: [area] }] }));
    expect(pairs(issues)).toEqual([
      ['expression.metadataRequired', 'outputFiles[0].technicalAreas[0].content.name'],
    ]);
  });

  it('checks options grouped by type: known, once each, at most one default', () => {
    const file = buildChannel().outputFiles[0]!;
    const issues = validateChannel(
      buildChannel({
        outputFiles: [
          {
            ...file,
            options: [
              {
                optionTypeId: 'colour',
                options: [
                  { optionId: 'bw', default: true },
                  { optionId: 'recto', default: true },
                  { optionId: 'bw' },
                ],
              },
              { optionTypeId: 'envelope', options: [{ optionId: 'dl' }] },
              { optionTypeId: 'printing', options: [] },
              { optionTypeId: 'colour', options: [{ optionId: 'colour' }] },
            ],
          },
        ],
      }),
      context,
    );
    expect(pairs(issues)).toEqual([
      ['channel.option.unknown', 'outputFiles[0].options[0].options[1].optionId'],
      ['channel.option.duplicate', 'outputFiles[0].options[0].options[2].optionId'],
      ['channel.option.multipleDefaults', 'outputFiles[0].options[0].options'],
      // An unknown type is reported once, not once per option.
      ['channel.option.unknownType', 'outputFiles[0].options[1].optionTypeId'],
      ['channel.option.groupEmpty', 'outputFiles[0].options[2].options'],
      ['channel.option.duplicateType', 'outputFiles[0].options[3].optionTypeId'],
    ]);
  });

  it('leaves references unchecked without a context', () => {
    const file = buildChannel().outputFiles[0]!;
    const channel = buildChannel({
      outputFiles: [{ ...file, options: [{ optionTypeId: 'x', options: [{ optionId: 'y' }] }] }],
    });
    expect(validateChannel(channel)).toEqual([]);
    expect(pairs(validateChannel(channel, context))).toEqual([
      ['channel.option.unknownType', 'outputFiles[0].options[0].optionTypeId'],
    ]);
  });
});

describe('isRgbaColor', () => {
  it('accepts rgba(r,g,b,a) with channels 0..255 and alpha 0..1', () => {
    for (const color of ['rgba(0,0,0,1)', 'rgba(255, 255, 255, 0.5)', 'rgba(1,2,3,.25)', 'rgba(1,2,3,0)']) {
      expect(isRgbaColor(color), color).toBe(true);
    }
    for (const color of ['rgb(0,0,0)', 'rgba(256,0,0,1)', 'rgba(0,0,0,1.5)', '#000000', 'black']) {
      expect(isRgbaColor(color), color).toBe(false);
    }
  });
});

describe('option types and options', () => {
  const types = [
    { id: 't1', name: 'Colour' },
    { id: 't2', name: 'Printing' },
  ];

  it('needs an option type name no other type has, ignoring case and blanks', () => {
    expect(validateOptionType({ id: '', name: 'Envelope' }, types)).toEqual([]);
    expect(validateOptionType({ id: 't1', name: 'Colour' }, types)).toEqual([]);
    expect(pairs(validateOptionType({ id: '', name: ' ' }, types))).toEqual([
      ['option.type.nameMandatory', 'name'],
    ]);
    expect(validateOptionType({ id: '', name: ' colour ' }, types)).toEqual([
      { key: 'option.type.duplicateName', path: 'name', severity: 'error', params: { name: ' colour ' } },
    ]);
  });

  it('needs an option value no other option of the type has', () => {
    const options = [{ id: 'o1', value: 'Recto' }];
    expect(validateOptionValue({ id: '', value: 'Recto-verso' }, options)).toEqual([]);
    expect(validateOptionValue({ id: 'o1', value: 'Recto' }, options)).toEqual([]);
    expect(pairs(validateOptionValue({ id: '', value: '' }, options))).toEqual([
      ['option.valueMandatory', 'value'],
    ]);
    expect(pairs(validateOptionValue({ id: '', value: 'recto' }, options))).toEqual([
      ['option.duplicateValue', 'value'],
    ]);
  });
});
