import type { OperationExamples } from './operation-example';
import { shipmentsSearchItem } from './records';

/**
 * The examples of the operations `shipments.*`, `tracking.*`, `onPremise.*`, `printer.*` (see
 * ../openapi-examples.ts).
 */
export const shipmentsExamples: OperationExamples = {
  'shipments.search': { result: [shipmentsSearchItem] },
  'shipments.list': { result: { shipments: [shipmentsSearchItem], overflow: false } },
  'shipments.status': {
    result: { '0acc75d6-3ad1-4d29-9a18-06d15475fa59': 610, '60ff1df7-4f68-4a39-9ce1-4acf63ffe203': 610 },
  },
  'shipments.allStatuses': {
    result: [
      { code: -990, meaning: 'on-site destruction', displayKind: 'fatal', final: true, error: false },
      { code: -930, meaning: 'cancelled after franking', displayKind: 'fatal', final: true, error: false },
    ],
  },
  'shipments.get': { result: shipmentsSearchItem },
  // Written from the instance key of the demo data (a key is drawn once per instance).
  'evidence.publicKey': {
    result: {
      algorithm: 'Ed25519',
      publicKey: '6kpsY-KcUgq-9VB7Ey7F-ZVHdq6-vnuSQh7qaRRG0iw',
      pem: '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEA6kpsY+KcUgq+9VB7Ey7F+ZVHdq6+vnuSQh7qaRRG0iw=\n-----END PUBLIC KEY-----\n',
      fingerprint: 'fe812c12f3ab4ce6ac5db69ac352f906cb1b11ef43fb33e252ef7ff552263889',
    },
  },
  'shipments.revisions': {
    result: {
      events: [
        {
          statusCode: 250,
          statusMeaning: 'being created',
          source: 'worker',
          eventId: 'created:0acc75d6-3ad1-4d29-9a18-06d15475fa59',
          at: '2026-11-28T05:37:13.313Z',
          receivedAt: '2026-11-28T05:37:13.313Z',
          details: {},
        },
        {
          statusCode: 300,
          statusMeaning: 'ready',
          source: 'worker',
          eventId: 'ready:0acc75d6-3ad1-4d29-9a18-06d15475fa59',
          at: '2026-11-28T05:37:13.367Z',
          receivedAt: '2026-11-28T05:37:13.367Z',
          details: {},
        },
      ],
      history: [
        {
          id: 38,
          action: 'status',
          state: '300',
          loggedUserLogin: null,
          date: '2026-11-28T05:37:13.367Z',
          details: {
            from: 250,
            source: 'worker',
            eventId: 'ready:0acc75d6-3ad1-4d29-9a18-06d15475fa59',
            at: '2026-11-28T05:37:13.367Z',
          },
        },
        {
          id: 48,
          action: 'status',
          state: '400',
          loggedUserLogin: null,
          date: '2026-11-28T05:37:33.434Z',
          details: {
            from: 300,
            source: 'simulator',
            eventId: '0acc75d6-3ad1-4d29-9a18-06d15475fa59:0',
            at: '2026-11-28T05:37:33.434Z',
          },
        },
      ],
    },
  },
  'shipments.acknowledge': {
    body: { shipmentIds: ['0acc75d6-3ad1-4d29-9a18-06d15475fa59'], message: 'Booked in the ERP' },
    result: {
      acknowledged: 0,
      shipments: [
        {
          id: '0acc75d6-3ad1-4d29-9a18-06d15475fa59',
          externalId: 'S20261128-5137D2DCD4',
          nuid: 'S20261128-5137D2DCD4',
          statusCode: 610,
          statusMeaning: 'delivered',
          displayKind: 'ok',
          final: true,
          error: false,
          pages: 2,
          sheets: 2,
          metadata: {},
          options: [{ optionTypeId: 'colour', optionId: 'colour-bw' }],
          recipient: {
            mainPostalAddress:
              'M. François Müller\nRésidence Les Érables, bât. C\n4 allée des Tilleuls\n69003 LYON',
          },
          deliveryId: '3e66fcec-20ff-4ffb-8aa6-2de48b67d318',
          commandId: '832f64df-8a07-4504-a2dc-4ac6bc5b7eff',
          packGroupId: '12922675-5a70-4ce2-8eec-822c3a98cfe9',
          channelId: 'simple-mail',
          outputFileId: 'be06c761-1219-4b39-b79a-785d4789a750',
          trackingValue: null,
          trackingUrl: null,
          trackingFiles: [],
          lastError: null,
          acknowledged: false,
          acknowledgedAt: null,
          acknowledgeMessage: null,
          attempts: 1,
          nextAttemptAt: null,
          escalation: null,
          creationDate: '2026-11-28T05:37:13.313Z',
          updateDate: '2026-11-28T05:38:13.667Z',
        },
      ],
    },
  },
  'shipments.lateDeliveries': { result: { deliveries: [], overflow: false } },
  'shipments.lateDeliveriesCount': { result: { deliveries: 0, shipments: 0 } },
  // Written from the recorded shipment (the demo channels have no tracking provider): one event applied, one for a shipment unknown here.
  'tracking.report': {
    result: {
      events: [
        {
          eventId: 'evt_20261128_000183',
          outcome: 'applied',
          shipmentId: '0acc75d6-3ad1-4d29-9a18-06d15475fa59',
          statusCode: 610,
        },
        { eventId: 'evt_20261128_000184', outcome: 'unknown', shipmentId: null, statusCode: null },
      ],
    },
  },
  // Written from the recorded shipment (the demo data has no on-premise channel); the manifest as print-output.ts writes it.
  'onPremise.outputFiles': {
    result: [
      {
        id: 'be06c761-1219-4b39-b79a-785d4789a750',
        name: 'D20261128-C2E5B81F40-0001.pdf',
        size: 48213,
        sha256: '3f7a9c1e5b2d8f4a6c0e9b7d5f3a1c8e6b4d2f0a9c7e5b3d1f8a6c4e2b0d9f7a',
        createdAt: '2026-11-28T05:38:12.000Z',
        pages: 3,
        sheets: 3,
        shipments: 1,
        manifest: {
          version: 1,
          channelId: 'print-room',
          channelType: 'ON_PREMISE_PRINT',
          commandId: '832f64df-8a07-4504-a2dc-4ac6bc5b7eff',
          deliveryId: '3e66fcec-20ff-4ffb-8aa6-2de48b67d318',
          deliveryNuid: 'D20261128-C2E5B81F40',
          postDate: '2026-11-30',
          outputFile: 'D20261128-C2E5B81F40-0001.pdf',
          pageFormat: 'A4',
          duplex: false,
          colour: false,
          envelope: 'envelope-dl',
          pageCount: 3,
          sheetCount: 3,
          createdAt: '2026-11-28T05:38:12.000Z',
          shipments: [
            {
              nuid: 'S20261128-5137D2DCD4',
              shipmentId: '0acc75d6-3ad1-4d29-9a18-06d15475fa59',
              firstPage: 1,
              lastPage: 3,
              pages: 3,
              sheets: 3,
              addressPage: false,
              address: [
                'M. François Müller',
                'Résidence Les Érables, bât. C',
                '4 allée des Tilleuls',
                '69003 LYON',
              ],
              verified: true,
              options: [{ optionTypeId: 'colour', optionId: 'colour-bw' }],
              preflight: [],
            },
          ],
          warnings: [],
          preflight: {},
        },
      },
    ],
  },
  // Written from the recorded shipment, as onPremise.outputFiles.
  'onPremise.outputFileFetched': {
    result: { outputFileId: 'be06c761-1219-4b39-b79a-785d4789a750', handedOver: 1 },
  },
  'printer.config': {
    result: {
      ippUrl: 'ipp://localhost:8080/ipp/print',
      httpUrl: 'http://localhost:8080/ipp/print',
      mode: 'manual',
      serviceId: null,
      token: {
        prefix: '7zKHLkUm',
        createdAt: '2026-11-28T05:40:15.164Z',
        lastUsedAt: '2026-11-28T05:40:15.173Z',
      },
    },
  },
  'printer.saveConfig': {
    body: { mode: 'automated', serviceId: '0faee653-cd1b-468f-93a8-a858cec5bfe5' },
    result: {
      ippUrl: 'ipp://localhost:8080/ipp/print',
      httpUrl: 'http://localhost:8080/ipp/print',
      mode: 'automated',
      serviceId: '0faee653-cd1b-468f-93a8-a858cec5bfe5',
      token: { prefix: 'l-5cQtws', createdAt: '2026-11-28T05:38:59.969Z', lastUsedAt: null },
    },
  },
  'printer.createToken': {
    result: {
      prefix: 'l-5cQtws',
      createdAt: '2026-11-28T05:38:59.969Z',
      lastUsedAt: null,
      token: 'l-5cQtwsNpqW7N7FQDScg4zJprkea5xasTk8JnlSIJw',
    },
  },
  'printer.revokeToken': { result: true },
  'printer.files': {
    result: [
      {
        id: '45fa5c49-6410-4b7c-94fe-7f1a7f70be32',
        fileId: '86bf2acd-8bff-41ef-b256-822619b1ad64',
        name: 'Quote Q-2026-118',
        pages: 2,
        size: 31571,
        printedAt: '2026-11-28T05:40:15.178Z',
        mode: 'manual',
        status: 'waiting',
        jobId: null,
        commandId: null,
        error: null,
      },
    ],
  },
  'printer.file': {
    result: {
      id: '45fa5c49-6410-4b7c-94fe-7f1a7f70be32',
      fileId: '86bf2acd-8bff-41ef-b256-822619b1ad64',
      name: 'Quote Q-2026-118',
      pages: 2,
      size: 31571,
      printedAt: '2026-11-28T05:40:15.178Z',
      mode: 'manual',
      status: 'waiting',
      jobId: null,
      commandId: null,
      error: null,
    },
  },
  'printer.deleteFile': { result: true },
};
