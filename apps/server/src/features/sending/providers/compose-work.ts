import type {
  ComposeResult,
  OutputExpectation,
  PortableComposition,
  VerificationFailure,
} from '@postbridge/documents';
import { workTask } from '../../../platform/work/work-pool';

// Print files are composed and read back in the work pool (platform/work, work-tasks.ts), off the event loop.
// A print file holds at most PRINT_BATCH_SIZE letters: half an hour is far beyond what one takes (5,000 letters
// of 10,000 pages compose in a few seconds), and stops a file that would never end.

export const COMPOSE_WORK = workTask<PortableComposition, ComposeResult>('sending.compose', 30 * 60_000);

export type VerifyInput = { file: string; expectations: OutputExpectation[] };
export const VERIFY_WORK = workTask<VerifyInput, (VerificationFailure | null)[]>(
  'sending.verify',
  30 * 60_000,
);
