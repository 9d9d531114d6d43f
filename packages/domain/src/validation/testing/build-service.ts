import { type ServiceInput, serviceSchema } from '../../api/services/service';

/** A complete, valid service touching every part of the configuration; override parts per test. */
export function buildService(overrides: Partial<ServiceInput> = {}) {
  return serviceSchema.parse({
    id: 'svc-1',
    type: 'ADVANCED',
    name: 'Invoices',
    ouId: 'ou-1',
    jobNameExpression: null,
    boxes: [
      {
        name: 'letters',
        label: 'Letters',
        main: true,
        boxType: 'box.PDF',
        pattern: 'INV-\\d+\\.pdf',
        hasAddressPage: true,
        splitConfig: { kind: 'bsc.PAGE', pagesPerPart: 2 },
        minElements: 1,
        maxElements: -1,
        identifier: {
          kind: 'pdfText',
          fromMain: true,
          area: { left: 10, top: 20, width: 50, height: 8 },
        },
        metadatas: [
          { name: 'invoiceNumber', expression: { kind: 'pdfMetadata', key: 'Title', boxName: 'letters' } },
        ],
      },
      {
        name: 'data',
        label: 'Recipients',
        boxType: 'box.DATA_FILE',
        minElements: 0,
        maxElements: 1,
        parent: 'letters',
        reconcile: {
          kind: 'equal',
          left: { kind: 'dataFileValue', column: 'id', boxName: 'data' },
          right: { kind: 'metadataReference', name: 'invoiceNumber' },
        },
        parserConfiguration: {
          kind: 'par.CSV',
          encoding: 'UTF-8',
          separator: ';',
          metadataMapping: { '0': 'id', '1': 'email' },
        },
      },
      {
        name: 'background',
        label: 'Letterhead',
        boxType: 'box.PDF',
        appositions: true,
        minElements: 0,
        maxElements: 2,
        configuredFiles: [{ serviceFileId: 'file-1', removable: false }],
      },
    ],
    serviceFiles: [{ id: 'file-1', name: 'letterhead.pdf' }],
    serviceMetadatas: [
      {
        type: 'TEXT',
        name: 'reference',
        mandatory: true,
        properties: { maxLines: 1, validation: '[A-Z]{3}-\\d+' },
      },
      {
        type: 'TEXT',
        name: 'department',
        identifier: true,
        validationKind: 'svm.ControlledValue',
        controlledValueName: 'departments',
      },
    ],
    groupingConfiguration: { key: { kind: 'dataFileValue', column: 'id', boxName: 'data' } },
    packRequirements: {
      content: [{ kind: 'free', name: 'costCenter', type: 'text' }],
    },
    channels: [
      {
        id: 'ch-email',
        label: 'E-mail',
        shipmentRequirements: [
          {
            kind: 'data',
            name: 'emailTo',
            type: 'text',
            content: {
              kind: 'coalesce',
              operands: [{ kind: 'dataFileValue', column: 'email', boxName: 'data' }],
            },
          },
        ],
      },
      {
        id: 'ch-post',
        label: 'Post',
        shipmentRequirements: [{ kind: 'recipient', name: 'postalAddress', type: 'address' }],
        outputFileConfiguration: {
          compositionOperations: [
            { documentKind: 'ADDRESS_PAGE', pageSelector: '1' },
            { documentKind: 'DOCUMENT', pageSelector: '1:' },
          ],
        },
      },
    ],
    sendingStrategy: {
      groups: [
        {
          name: 'digital first',
          serviceChannels: ['E-mail'],
          additionalCondition: {
            kind: 'not',
            condition: {
              kind: 'empty',
              operand: { kind: 'dataFileValue', column: 'email', boxName: 'data' },
            },
          },
        },
        { name: 'fallback', serviceChannels: ['Post'] },
      ],
    },
    ...overrides,
  });
}
