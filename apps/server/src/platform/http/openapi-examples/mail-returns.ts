import type { OperationExamples } from './operation-example';

/**
 * The examples of the operations `mail.unsubscribe*` (see ../openapi-examples.ts), recorded from the one-click
 * POST of a demo invoice e-mail (mail-returns.int.test.ts). The page and its button answer HTML, not JSON.
 */
export const mailReturnsExamples: OperationExamples = {
  'mail.unsubscribe': {
    result: {
      shipmentId: '262124c4-5fb3-49c2-8299-07853e707ef3',
      statusCode: 730,
      preference: 'LETTER',
      changed: true,
    },
  },
};
