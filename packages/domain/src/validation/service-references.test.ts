import { describe, expect, it } from 'vitest';
import { channelSchema } from '../api/channels';
import { serviceSchema } from '../api/services/service';
import { validateServiceReferences, type ServiceCatalogue } from './service-references';

const post = channelSchema.parse({
  id: 'post',
  channelType: 'POSTAL_MAIL',
  name: 'Post',
  providerName: 'simulator',
  requirements: [{ kind: 'recipient', name: 'mainPostalAddress', type: 'address' }],
  outputFiles: [
    {
      id: 'print',
      name: 'Print',
      mainOutputFile: true,
      options: [{ optionTypeId: 'colour', options: [{ optionId: 'bw', default: true }] }],
    },
  ],
});

const catalogue: ServiceCatalogue = {
  channels: new Map([['post', post]]),
  offeredChannelIds: new Set(['post']),
  optionTypeIds: new Set(['colour', 'envelope']),
  optionTypeOf: new Map([
    ['bw', 'colour'],
    ['colour', 'colour'],
    ['dl', 'envelope'],
  ]),
};

function service(channel: object, extra: object = {}) {
  return serviceSchema.parse({
    id: 's',
    type: 'SIMPLE_MULTIPLE',
    name: 'S',
    ouId: 'ou',
    boxes: [
      {
        name: 'data',
        label: 'Data',
        boxType: 'box.DATA_FILE',
        parserConfiguration: {
          kind: 'par.CSV',
          encoding: 'UTF-8',
          separator: ';',
          metadataMapping: { '0': 'ref' },
        },
      },
    ],
    channels: [{ id: 'post', label: 'Letter', ...channel }],
    ...extra,
  });
}

const keys = (s: ReturnType<typeof service>, c = catalogue) =>
  validateServiceReferences(s, c).map((i) => [i.key, i.path]);

describe('validateServiceReferences', () => {
  it('accepts a service whose channel, output file, options and metadata exist', () => {
    const s = service(
      {
        outputFileConfiguration: {
          outputFileId: 'print',
          options: [{ optionTypeId: 'colour', optionId: 'bw' }],
        },
      },
      { jobNameExpression: { kind: 'metadataReference', name: 'ref' } },
    );
    expect(keys(s)).toEqual([]);
  });

  it('names each unknown reference with its path', () => {
    const s = service({
      outputFileConfiguration: {
        outputFileId: 'archive',
        options: [
          { optionTypeId: 'paper', optionId: 'a4' },
          { optionTypeId: 'colour', optionId: 'dl' },
        ],
      },
    });
    expect(keys(s)).toEqual([
      ['service.channel.unknownOutputFile', 'channels[0].outputFileConfiguration.outputFileId'],
      ['service.option.unknownType', 'channels[0].outputFileConfiguration.options[0].optionTypeId'],
      ['service.option.unknown', 'channels[0].outputFileConfiguration.options[1].optionId'],
    ]);
  });

  it('refuses an option the output file does not offer, and a channel the OU is not offered', () => {
    const s = service({
      outputFileConfiguration: { options: [{ optionTypeId: 'colour', optionId: 'colour' }] },
    });
    expect(keys(s, { ...catalogue, offeredChannelIds: new Set() })).toEqual([
      ['service.channel.notOffered', 'channels[0].id'],
      ['service.option.notOffered', 'channels[0].outputFileConfiguration.options[0].optionId'],
    ]);
  });

  it('refuses a metadata reference to a name nothing defines', () => {
    const s = service({}, { jobNameExpression: { kind: 'metadataReference', name: 'campaign' } });
    expect(keys(s)).toEqual([['service.metadata.unknown', 'jobNameExpression.name']]);
  });
});
