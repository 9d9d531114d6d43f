import { z } from 'zod';
import { defineTask } from '../../platform/queue/queue';

/** Automated printing: the printed file is deposited into the user's service (its order follows processing). */
export const DEPOSIT_PRINTED_TASK = defineTask('printer.deposit', z.object({ printedFileId: z.string() }));

/** Tells the user about a printed file by e-mail: stored (async mode), or its automated sending failed. */
export const NOTIFY_PRINTED_TASK = defineTask(
  'printer.notify',
  z.object({ printedFileId: z.string(), kind: z.enum(['printed', 'failed']) }),
);
