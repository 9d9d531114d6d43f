import { serviceSchema, validateService, type Service } from '@postbridge/domain';
import { newId } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { appendHistory } from '../../platform/history/queries';
import { SAMPLE_AREAS } from './sample-layout';
import {
  insertService,
  linkServiceToProfiles,
  profilesNamed,
  rootOu,
  serviceNamed,
} from '../services/queries';

/** The demo "Letters" service: one PDF box of letters, sent by simple mail to the address in the window. */
export function demoLettersService(ouId: string): Service {
  return serviceSchema.parse({
    id: '',
    type: 'SIMPLE_MULTIPLE',
    name: 'Letters',
    ouId,
    description: 'One-page letters in one PDF, each sent by simple mail to the address in its window.',
    boxes: [
      {
        name: 'letters',
        label: 'Letters',
        main: true,
        boxType: 'box.PDF',
        // Each page is a letter: the plainest batch a mail room deposits. (A batch of longer letters would use
        // bsc.PDF_AREA with a marker printed on each first page.)
        splitConfig: { kind: 'bsc.PAGE', pagesPerPart: 1 },
        minElements: 1,
        maxElements: -1,
      },
    ],
    channels: [
      {
        // The seeded channel (demo-channels.ts): simple mail carried by the simulator provider.
        id: 'simple-mail',
        label: 'Simple mail',
        shipmentRequirements: [
          {
            kind: 'recipient',
            name: 'mainPostalAddress',
            type: 'address',
            // The usual French window envelope (DL, window on the right): 100 mm from the left, 45 mm down.
            content: {
              kind: 'pdfText',
              page: 1,
              area: { left: 100, top: 45, width: 90, height: 40 },
              boxName: 'letters',
            },
            validation: 'postalAddress',
            // The mail room may correct an address its checks accepted (the recipient moved, say).
            editableValue: true,
          },
        ],
      },
    ],
    sendingStrategy: { groups: [{ name: 'Post', serviceChannels: ['Simple mail'] }] },
  });
}

const windowAddress = (boxName: string) => ({
  kind: 'recipient',
  name: 'mainPostalAddress',
  type: 'address',
  content: { kind: 'pdfText', page: 1, area: SAMPLE_AREAS.address, boxName },
  validation: 'postalAddress',
  editableValue: true,
});

/** A new letter starts on each page whose footer reads "Page 1/…" (samples/letter-batch.pdf). */
const PAGE_MARKER_SPLIT = {
  kind: 'bsc.PDF_AREA',
  area: SAMPLE_AREAS.pageMarker,
  value: '^Page 1/',
  page: 1,
};

/** "Letter batch": letters of any length in one PDF, split on the page footer, sent by simple mail. */
function demoLetterBatchService(ouId: string): Service {
  return serviceSchema.parse({
    id: '',
    type: 'SIMPLE_MULTIPLE',
    name: 'Letter batch',
    ouId,
    description:
      'Letters of one or more pages in one PDF (samples/letter-batch.pdf): a letter starts on each page whose footer reads "Page 1/…"; each is sent by simple mail to the address in its window.',
    iconName: 'mail-stack',
    boxes: [
      {
        name: 'letters',
        label: 'Letters',
        main: true,
        boxType: 'box.PDF',
        splitConfig: PAGE_MARKER_SPLIT,
        minElements: 1,
        maxElements: -1,
      },
    ],
    channels: [{ id: 'simple-mail', label: 'Simple mail', shipmentRequirements: [windowAddress('letters')] }],
    sendingStrategy: { groups: [{ name: 'Post', serviceChannels: ['Simple mail'] }] },
  });
}

/** "Registered letter": one PDF, one letter, sent by registered mail with acknowledgement of receipt. */
function demoRegisteredLetterService(ouId: string): Service {
  return serviceSchema.parse({
    id: '',
    type: 'SIMPLE_UNIQUE',
    name: 'Registered letter',
    ouId,
    description:
      'One letter (samples/registered-letter.pdf) sent by registered mail to the address in its window.',
    iconName: 'mail-check',
    boxes: [
      {
        name: 'letter',
        label: 'Letter',
        main: true,
        boxType: 'box.PDF',
        splitConfig: { kind: 'bsc.NONE' },
        minElements: 1,
        maxElements: 1,
      },
    ],
    channels: [
      { id: 'registered-mail', label: 'Registered mail', shipmentRequirements: [windowAddress('letter')] },
    ],
    sendingStrategy: { groups: [{ name: 'Registered', serviceChannels: ['Registered mail'] }] },
  });
}

/**
 * "Invoices with customer data": a ZIP of an invoices PDF and a customers CSV (samples/invoices.zip). Each
 * customer record is matched with its invoice by the invoice number printed under the window; invoices go by
 * e-mail when the customer has an address, by simple mail otherwise.
 */
function demoInvoicesService(ouId: string): Service {
  const invoiceNumber = {
    kind: 'replace',
    operand: { kind: 'pdfText', page: 1, area: SAMPLE_AREAS.invoiceNumber, boxName: 'invoices' },
    pattern: '.*(INV-\\d{4}-\\d{4}).*',
    replacement: '$1',
  };
  const email = { kind: 'dataFileValue', column: 'email', boxName: 'customers' };
  return serviceSchema.parse({
    id: '',
    type: 'ARCHIVE',
    name: 'Invoices with customer data',
    ouId,
    description:
      'A ZIP holding the invoices PDF and the customers CSV (samples/invoices.zip): each customer is matched with the invoice whose number is printed under the window.',
    iconName: 'file-invoice',
    boxes: [
      {
        name: 'archive',
        label: 'Archive (ZIP)',
        main: true,
        boxType: 'box.ARCHIVE',
        minElements: 1,
        maxElements: 1,
      },
      {
        name: 'invoices',
        label: 'Invoices',
        boxType: 'box.PDF',
        parent: 'archive',
        pattern: '.*\\.pdf',
        splitConfig: PAGE_MARKER_SPLIT,
        minElements: 1,
        maxElements: 1,
        identifier: { kind: 'metadataReference', name: 'invoiceNumber' },
        metadatas: [{ name: 'invoiceNumber', label: 'Invoice number', expression: invoiceNumber }],
      },
      {
        name: 'customers',
        label: 'Customers',
        boxType: 'box.DATA_FILE',
        parent: 'invoices',
        minElements: 1,
        maxElements: 1,
        reconcile: {
          kind: 'equal',
          left: { kind: 'dataFileValue', column: 'invoice', boxName: 'customers' },
          right: { kind: 'metadataReference', name: 'invoiceNumber' },
        },
        parserConfiguration: {
          kind: 'par.CSV',
          encoding: 'UTF-8',
          separator: ';',
          headerPresent: true,
          metadataMapping: { '0': 'invoice', '1': 'customer', '2': 'email', '3': 'phone' },
        },
      },
    ],
    serviceMetadatas: [
      {
        type: 'TEXT',
        name: 'invoiceNumber',
        label: 'Invoice number',
        identifier: true,
        properties: { validation: 'INV-\\d{4}-\\d{4}' },
      },
    ],
    channels: [
      {
        id: 'email',
        label: 'E-mail',
        shipmentRequirements: [
          {
            kind: 'recipient',
            name: 'recipientEmail',
            type: 'text',
            content: email,
            validation: 'emailAddress',
          },
          {
            kind: 'sender',
            name: 'subject',
            type: 'text',
            content: {
              kind: 'concat',
              operands: [
                { kind: 'constant', value: 'Your invoice ' },
                { kind: 'metadataReference', name: 'invoiceNumber' },
              ],
            },
          },
          {
            kind: 'sender',
            name: 'attachmentName',
            type: 'text',
            content: {
              kind: 'concat',
              operands: [
                { kind: 'metadataReference', name: 'invoiceNumber' },
                { kind: 'constant', value: '.pdf' },
              ],
            },
          },
        ],
      },
      { id: 'simple-mail', label: 'Simple mail', shipmentRequirements: [windowAddress('invoices')] },
    ],
    sendingStrategy: {
      groups: [
        {
          name: 'By e-mail',
          serviceChannels: ['E-mail'],
          additionalCondition: { kind: 'not', condition: { kind: 'empty', operand: email } },
        },
        { name: 'By post', serviceChannels: ['Simple mail'] },
      ],
    },
  });
}

/** The demo services, in the order the deposit screen lists them. */
const DEMO_SERVICES = [
  demoLettersService,
  demoLetterBatchService,
  demoRegisteredLetterService,
  demoInvoicesService,
] as const;

/**
 * Adds the demo services to a seeded database (called by the seed after `seedDemoData`): in the root OU, linked
 * to the Sender and Validator profiles. A service the root already has (by name) is left as it is.
 */
export async function seedDemoService(deps: Pick<Deps, 'db' | 'clock'>): Promise<boolean> {
  const root = await rootOu(deps.db);
  if (!root) return false;
  const profiles = await profilesNamed(deps.db, root.id, ['Sender', 'Validator']);
  let added = false;
  for (const make of DEMO_SERVICES) {
    const id = newId();
    const service = { ...make(root.id), id };
    if (await serviceNamed(deps.db, root.id, service.name)) continue;
    const issues = validateService(service);
    if (issues.length)
      throw new Error(`The demo service ${service.name} is invalid: ${JSON.stringify(issues)}`);
    const now = deps.clock.now().toISOString();
    await deps.db.transaction().execute(async (tx) => {
      await insertService(tx, {
        id,
        ou_id: root.id,
        name: service.name,
        type: service.type,
        configuration: JSON.stringify(service),
        created_at: now,
        updated_at: now,
        created_by: null,
        updated_by: null,
      });
      await linkServiceToProfiles(
        tx,
        id,
        profiles.map((p) => p.id),
      );
      await appendHistory(tx, {
        entityType: 'service',
        entityId: id,
        ouId: root.id,
        action: 'create',
        login: null,
        at: now,
        details: { name: service.name, version: 1, seed: true },
      });
    });
    added = true;
  }
  return added;
}
