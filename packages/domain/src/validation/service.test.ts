import { describe, expect, it } from 'vitest';
import type { Box } from '../api/services/box';
import { boxSchema } from '../api/services/box';
import { channelRequirementSchema } from '../api/services/service';
import type { ValidationIssue } from './issues';
import { validateService } from './service';
import { buildService } from './testing/build-service';

const pairs = (issues: ValidationIssue[]) => issues.map(({ key, path }) => [key, path]);

function withBox(index: number, patch: Partial<Box>) {
  const service = buildService();
  service.boxes[index] = { ...service.boxes[index]!, ...patch };
  return service;
}

describe('validateService (docs/product.md §5 "Service configuration")', () => {
  it('accepts a complete valid service with no issue', () => {
    expect(validateService(buildService())).toEqual([]);
  });

  it('requires a service name', () => {
    expect(pairs(validateService(buildService({ name: ' ' })))).toEqual([['service.nameMandatory', 'name']]);
  });

  it('requires box names and labels', () => {
    expect(pairs(validateService(withBox(2, { name: '', label: '' })))).toEqual([
      ['service.box.nameMandatory', 'boxes[2].name'],
      ['service.box.labelMandatory', 'boxes[2].label'],
    ]);
  });

  it('refuses a duplicate box name, reported on the second box', () => {
    const issues = validateService(withBox(2, { name: 'letters' }));
    expect(issues).toEqual([
      {
        key: 'service.box.duplicateName',
        path: 'boxes[2].name',
        severity: 'error',
        params: { name: 'letters' },
      },
    ]);
  });

  it('refuses a duplicate metadata name within a box, and among service metadata', () => {
    const service = withBox(0, {
      metadatas: [
        { name: 'a', label: null, type: 'TEXT', expression: null },
        { name: 'a', label: null, type: 'TEXT', expression: null },
      ],
    });
    service.serviceMetadatas.push({ ...service.serviceMetadatas[0]! });
    expect(pairs(validateService(service))).toEqual([
      ['service.metadata.duplicate', 'boxes[0].metadatas[1].name'],
      ['service.metadata.duplicate', 'serviceMetadatas[2].name'],
    ]);
  });

  it('refuses a duplicate channel label', () => {
    const service = buildService();
    service.channels[1]!.label = 'E-mail';
    // The strategy still names 'Post', which no longer exists.
    expect(pairs(validateService(service))).toEqual([
      ['service.channel.duplicateLabel', 'channels[1].label'],
      ['service.strategy.unknownChannel', 'sendingStrategy.groups[1].serviceChannels[0]'],
    ]);
  });

  it('needs at least one requirement per channel', () => {
    const service = buildService();
    service.channels[0]!.shipmentRequirements = [];
    expect(pairs(validateService(service))).toEqual([
      ['service.requirement.mandatory', 'channels[0].shipmentRequirements'],
    ]);
  });

  it('refuses duplicate and reserved requirement names', () => {
    const service = buildService();
    const requirement = (name: string) =>
      channelRequirementSchema.parse({ kind: 'free', name, type: 'text' });
    service.channels[0]!.shipmentRequirements.push(requirement('emailTo'), requirement('subject'));
    service.packRequirements.content.push(requirement(''));
    expect(pairs(validateService(service))).toEqual([
      ['service.requirement.invalidName', 'packRequirements.content[1].name'],
      ['service.requirement.invalidName', 'channels[0].shipmentRequirements[2].name'],
      ['service.requirement.duplicate', 'channels[0].shipmentRequirements[1].name'],
    ]);
  });

  it('lets the channel’s own requirements carry the reserved names', () => {
    const service = buildService();
    service.channels[0]!.shipmentRequirements.push(
      channelRequirementSchema.parse({ kind: 'recipient', name: 'subject', type: 'text' }),
    );
    expect(validateService(service)).toEqual([]);
  });

  it('needs a minimum of at least 1 file in a splitting box', () => {
    expect(pairs(validateService(withBox(0, { minElements: 0 })))).toEqual([
      ['service.box.splitMinElements', 'boxes[0].minElements'],
    ]);
    expect(validateService(withBox(0, { minElements: 0, splitConfig: { kind: 'bsc.NONE' } }))).toEqual([]);
  });

  it('refuses a minimum above a limited maximum', () => {
    expect(pairs(validateService(withBox(2, { minElements: 3 })))).toEqual([
      ['service.box.minAboveMax', 'boxes[2].maxElements'],
    ]);
  });

  it('needs columns for a data-file box', () => {
    expect(pairs(validateService(withBox(1, { parserConfiguration: null })))).toEqual([
      ['service.box.dataFileColumns', 'boxes[1].parserConfiguration'],
    ]);
  });

  it('runs the parser checks of a data-file box with full paths', () => {
    const service = buildService();
    service.boxes[1]!.parserConfiguration = {
      kind: 'par.FixedWidth',
      encoding: 'UTF-8',
      columnWidths: [5, 0],
      metadataMapping: { '0': 'id', '1': 'email' },
    };
    expect(pairs(validateService(service))).toEqual([
      ['parser.fixedWidth.widthNotPositive', 'boxes[1].parserConfiguration.columnWidths[1]'],
    ]);
  });

  it('names an expression reading a column the data-file box does not map, wherever it is used', () => {
    const service = buildService();
    service.boxes[1]!.parserConfiguration!.metadataMapping = { '0': 'id', '1': 'mail' };
    expect(pairs(validateService(service))).toEqual([
      ['expression.unknownColumn', 'channels[0].shipmentRequirements[0].content.operands[0].column'],
      ['expression.unknownColumn', 'sendingStrategy.groups[0].additionalCondition.condition.operand.column'],
    ]);
  });

  it('needs regex patterns that compile', () => {
    const service = withBox(0, { pattern: '([a-z' });
    service.serviceMetadatas[0]!.properties.validation = '*';
    expect(validateService(service)).toEqual([
      {
        key: 'service.pattern.invalid',
        path: 'boxes[0].pattern',
        severity: 'error',
        params: { pattern: '([a-z' },
      },
      {
        key: 'service.pattern.invalid',
        path: 'serviceMetadatas[0].properties.validation',
        severity: 'error',
        params: { pattern: '*' },
      },
    ]);
  });

  it('needs a reconcile condition and a known parent for a child box', () => {
    expect(pairs(validateService(withBox(1, { parent: 'nowhere', reconcile: null })))).toEqual([
      ['service.box.unknownParent', 'boxes[1].parent'],
      ['service.box.reconcileMandatory', 'boxes[1].reconcile'],
    ]);
  });

  it('refuses a configured file that is not a service file', () => {
    const service = buildService({ serviceFiles: [] });
    expect(pairs(validateService(service))).toEqual([
      ['service.box.unknownServiceFile', 'boxes[2].configuredFiles[0].serviceFileId'],
    ]);
  });

  it('checks page selectors and the address page of output files', () => {
    const service = buildService();
    service.boxes[0]!.hasAddressPage = false;
    service.channels[1]!.outputFileConfiguration.compositionOperations.push({
      documentKind: 'COMPOSED_DOCUMENT',
      pageSelector: 'all',
    });
    expect(pairs(validateService(service))).toEqual([
      [
        'service.channel.addressPageMissing',
        'channels[1].outputFileConfiguration.compositionOperations[0].documentKind',
      ],
      [
        'pageSelector.notAllowed',
        'channels[1].outputFileConfiguration.compositionOperations[2].pageSelector',
      ],
    ]);
    service.channels[1]!.outputFileConfiguration.forceAddressPage = true;
    expect(pairs(validateService(service))).toHaveLength(1);
  });

  it('needs a channel in every sending group', () => {
    const service = buildService();
    service.sendingStrategy.groups[1]!.serviceChannels = [];
    expect(pairs(validateService(service))).toEqual([
      ['service.strategy.channelRequired', 'sendingStrategy.groups[1].serviceChannels'],
    ]);
  });

  it('names the strategy entry of a channel removed from the service (issue 14 bad input)', () => {
    const service = buildService();
    service.channels = service.channels.filter((channel) => channel.label !== 'Post');
    expect(pairs(validateService(service))).toEqual([
      ['service.strategy.unknownChannel', 'sendingStrategy.groups[1].serviceChannels[0]'],
    ]);
  });

  it('lets a channel escalate 1 to 30 working days, to a channel after it (docs "Digital-first escalation")', () => {
    const service = buildService();
    const [first, last] = service.sendingStrategy.groups.flatMap((g) => g.serviceChannels);
    const at = (label: string) => service.channels.findIndex((c) => c.label === label);
    service.channels[at(first!)]!.escalation = { unopenedWorkingDays: 3 };
    expect(pairs(validateService(service))).toEqual([]);
    service.channels[at(first!)]!.escalation = { unopenedWorkingDays: 31 };
    service.channels[at(last!)]!.escalation = { unopenedWorkingDays: 0 };
    expect(pairs(validateService(service))).toEqual([
      ['service.channel.escalationDays', `channels[${at(first!)}].escalation.unopenedWorkingDays`],
      ['service.channel.escalationDays', `channels[${at(last!)}].escalation.unopenedWorkingDays`],
      ['service.channel.escalationNoNext', `channels[${at(last!)}].escalation`],
    ]);
  });

  it('checks every expression and condition of the service', () => {
    const service = buildService({
      jobNameExpression: { kind: 'concat', operands: [] },
      groupingConfiguration: { key: { kind: 'fileName', boxName: 'gone' } },
    });
    service.boxes[1]!.reconcile = {
      kind: 'equal',
      left: null,
      right: { kind: 'metadataReference', name: '' },
    };
    expect(pairs(validateService(service))).toEqual([
      ['expression.operandRequired', 'boxes[1].reconcile.left'],
      ['expression.metadataRequired', 'boxes[1].reconcile.right.name'],
      ['expression.operandsEmpty', 'jobNameExpression.operands'],
      ['expression.unknownBox', 'groupingConfiguration.key.boxName'],
    ]);
  });

  it('reports every fault at once', () => {
    const service = buildService({ name: '' });
    service.boxes[0] = boxSchema.parse({
      name: '',
      label: 'x',
      boxType: 'box.PDF',
      splitConfig: { kind: 'bsc.PAGE', pagesPerPart: 1 },
      minElements: 0,
    });
    service.boxes[1]!.parserConfiguration = {
      kind: 'par.JSON',
      encoding: null,
      elementsJSONPointer: null,
      metadataMapping: {},
      globalMetadataMapping: {},
      lenient: false,
    };
    service.channels[0]!.shipmentRequirements = [];
    service.channels[1]!.label = 'E-mail';
    const keys = validateService(service).map((issue) => issue.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'service.nameMandatory',
        'service.box.nameMandatory',
        'service.box.splitMinElements',
        'parser.encodingRequired',
        'parser.json.globalMappingRequired',
        'service.requirement.mandatory',
        'service.channel.duplicateLabel',
      ]),
    );
  });
});
