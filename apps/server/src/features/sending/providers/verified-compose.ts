import fs from 'node:fs/promises';
import path from 'node:path';
import {
  verifyInParallel,
  type ComposeDocument,
  type ComposeOptions,
  type ComposeResult,
  type ExpectedWindow,
  type VerificationFailure,
} from '@postbridge/documents';
import { newId } from '../../../platform/db/util';
import type { WorkPool } from '../../../platform/work/work-pool';
import { VERIFY_WORK } from './compose-work';
import { composePrintFile } from './print-setup';
import type { PrepareOptions, ShipmentRow, StoppedShipment } from './provider';

/** One letter of a print file: its shipment, what to compose, what its windows must read once composed. */
export type PrintLetter = { shipment: ShipmentRow; document: ComposeDocument; windows: ExpectedWindow[] };

type VerifiedPrintFile = {
  /** The print file, in `dir`; null when no letter of the batch could be verified. */
  made: { file: string; result: ComposeResult; letters: PrintLetter[] } | null;
  stopped: StoppedShipment[];
};

const quoted = (lines: unknown) => (Array.isArray(lines) ? lines.join(' / ') : '');

/** The reason a letter is stopped, as its shipment's history and the order show it. */
function stopped(letter: PrintLetter, failure: VerificationFailure, missingGlyphs?: string): StoppedShipment {
  const { details } = failure;
  if (missingGlyphs && failure.code === 'verify.windowText') {
    return {
      id: letter.shipment.id,
      error: `Stopped before sending: the print font has no character for "${missingGlyphs}" of the validated address.`,
      details: { code: 'compose.missingGlyphs', chars: missingGlyphs, ...details },
    };
  }
  const error = {
    'verify.windowText': `Stopped before sending: the window of the printed letter reads "${quoted(details.read)}" instead of the validated address "${quoted(details.expected)}".`,
    'verify.pageContent': `Stopped before sending: page ${String(details.page)} of the print file is not the page composed for this letter.`,
    'verify.pageRange': `Stopped before sending: the print file does not hold this letter's pages ${String(details.firstPage)}-${String(details.lastPage)}.`,
  }[failure.code];
  return { id: letter.shipment.id, error, details: { code: failure.code, ...details } };
}

/**
 * Composes the print file of `letters` in `dir` and reads it back (verifyComposedOutput): every letter's pages
 * as composed and each window showing exactly its validated address. A letter that fails is stopped with its
 * reason and the file is composed again without it, so that the file that leaves holds verified letters only.
 */
export async function composeVerified(
  work: WorkPool,
  letters: readonly PrintLetter[],
  options: ComposeOptions,
  dir: string,
  hooks: PrepareOptions = {},
): Promise<VerifiedPrintFile> {
  const stops: StoppedShipment[] = [];
  let candidates = [...letters];
  while (candidates.length > 0) {
    const file = path.join(dir, `${newId()}.pdf`);
    const result = await composePrintFile(
      work,
      file,
      candidates.map((l) => l.document),
      options,
    );
    await hooks.afterCompose?.(file);
    const failures = await verifyInParallel(
      file,
      result.documents.map((d) => ({ ...d, windows: candidates[d.index]!.windows })),
      (input) => work.run(VERIFY_WORK, input),
      Math.max(1, work.threads),
    );
    if (failures.every((f) => f === null))
      return { made: { file, result, letters: candidates }, stopped: stops };
    await fs.rm(file, { force: true });
    const missing = new Map(
      result.warnings
        .filter((w) => w.code === 'compose.missingGlyphs')
        .map((w) => [w.document, String(w.details.chars ?? '')]),
    );
    failures.forEach((failure, i) => {
      if (failure) stops.push(stopped(candidates[i]!, failure, missing.get(i)));
    });
    candidates = candidates.filter((_, i) => failures[i] === null);
  }
  return { made: null, stopped: stops };
}
