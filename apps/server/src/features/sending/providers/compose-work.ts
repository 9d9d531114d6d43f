import type {
  BatchRequest,
  ComposedBatch,
  OutputExpectation,
  VerificationFailure,
} from '@postbridge/documents';
import { workTask } from '../../../platform/work/work-pool';

// Print files are composed and read back in the work pool (platform/work, work-tasks.ts), off the event loop
// and on every thread at once: a batch of letters per task (compose/parallel.ts), a slice of the letters per
// verification task. A batch takes well under a second; ten minutes stops one that would never end.

export const COMPOSE_BATCH_WORK = workTask<BatchRequest, ComposedBatch>('sending.composeBatch', 10 * 60_000);

type VerifyInput = { file: string; expectations: OutputExpectation[] };
export const VERIFY_WORK = workTask<VerifyInput, (VerificationFailure | null)[]>(
  'sending.verify',
  30 * 60_000,
);
