import { composeBatch, verifyFile } from '@postbridge/documents';
import { EVIDENCE_PDF_WORK, layOutEvidencePdf } from './features/evidence/evidence-work';
import { COMPUTE_LETTERS_WORK, computeLetters } from './features/jobs/deposit-letters-work';
import { READ_SPLIT_RANGE_WORK, readSplitRange } from './features/jobs/deposit-range-work';
import { COMPUTE_DEPOSIT_WORK, computeDeposit } from './features/jobs/deposit-work';
import {
  AREA_TEXT_WORK,
  areaText,
  PAGE_IMAGE_WORK,
  PAGE_THUMBNAILS_WORK,
  pageImage,
  pageThumbnails,
  thumbnail,
  THUMBNAIL_WORK,
} from './features/pdf/pdf-work';
import { COMPOSE_BATCH_WORK, VERIFY_WORK } from './features/sending/providers/compose-work';
import { SPLIT_TEST_WORK, splitTest } from './features/services/split-work';
import { COUNT_PRINTED_PAGES_WORK, countPrintedPages } from './features/printer/printer-work';
import {
  createWorkPool,
  type TaskTable,
  type WorkPool,
  type WorkPoolOptions,
} from './platform/work/work-pool';

// The work entry points are imported directly (not through the features' index.ts): a pool thread loads the
// document work only.

/** Every task of the server's work pool, by name: what its threads (or inline mode) run. */
export const tasks: TaskTable = {
  [COMPUTE_DEPOSIT_WORK.name]: computeDeposit,
  [READ_SPLIT_RANGE_WORK.name]: readSplitRange,
  [COMPUTE_LETTERS_WORK.name]: computeLetters,
  [PAGE_IMAGE_WORK.name]: pageImage,
  [THUMBNAIL_WORK.name]: thumbnail,
  [PAGE_THUMBNAILS_WORK.name]: pageThumbnails,
  [AREA_TEXT_WORK.name]: areaText,
  [COMPOSE_BATCH_WORK.name]: composeBatch,
  [VERIFY_WORK.name]: verifyFile,
  [SPLIT_TEST_WORK.name]: splitTest,
  [COUNT_PRINTED_PAGES_WORK.name]: countPrintedPages,
  [EVIDENCE_PDF_WORK.name]: layOutEvidencePdf,
};

/** The work pool of this server: threads running `tasks`, or inline when `options.threads` is 0. */
export const openWorkPool = (options: WorkPoolOptions, log?: (error: Error) => void): WorkPool =>
  createWorkPool(new URL(import.meta.url), options, log);
