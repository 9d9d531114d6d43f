import { workTask } from '../../platform/work/work-pool';
import type { EvidenceFile } from './evidence-format';
import { evidencePdf } from './evidence-pdf';

// The evidence PDF is laid out in the work pool (platform/work, work-tasks.ts), not on the API's event loop: a
// shipment with a long timeline and receipts takes pdf-lib a while to lay out and deflate, and every other user
// of the instance would wait meanwhile. A user waits for the download: the limit of a page image.

type EvidencePdfInput = { file: EvidenceFile; locale: string };

export const EVIDENCE_PDF_WORK = workTask<EvidencePdfInput, Uint8Array>('evidence.pdf', 15_000);

export const layOutEvidencePdf = ({ file, locale }: EvidencePdfInput): Promise<Uint8Array> =>
  evidencePdf(file, locale);
