import { openPdf, type PdfHandle } from '@postbridge/documents';
import { workTask, type ReportProgress } from '../../platform/work/work-pool';
import type { Group } from './build-pack-groups';
import type { DepositInput, GroupRef } from './deposit-work';
import { docOf, groupCommon, packGroupRowsOf, pagesOf, type Made } from './deposit-rows';
import { PageProgress } from './page-progress';

// The second pass of a large deposit (deposit-ranges.ts): a slice of its letters made into rows on a thread of
// the work pool, once the whole deposit is grouped (deposit-work.ts).

/** What a slice of a deposit's letters is made from (`computeLetters`), on a thread of its own. */
type LettersInput = Omit<DepositInput, 'splitRead' | 'lettersApartFrom'> & {
  groups: GroupRef[];
  /** The position of the slice's first pack group in the deposit, and the ids of its pack groups. */
  firstPosition: number;
  ids: string[];
};

/** At most ten minutes for one slice of a deposit's letters, as for a whole deposit. */
export const COMPUTE_LETTERS_WORK = workTask<
  LettersInput,
  Pick<Made, 'packGroups' | 'packs' | 'preflightMs'>
>('jobs.computeLetters', 600_000);

/**
 * The rows of a slice of a deposit's pack groups (`packGroupRowsOf`), its PDFs opened again on this thread:
 * requirement values read and checked, pre-flight. Reports its progress in pages of the slice's letters.
 */
export function computeLetters(
  input: LettersInput,
  report: ReportProgress = () => {},
): Pick<Made, 'packGroups' | 'packs' | 'preflightMs'> {
  const { job, parameters, files, contents, now, consentLinks } = input;
  const handles = new Map<string, PdfHandle>();
  const handleOf = (fileId: string) => {
    let handle = handles.get(fileId);
    if (!handle) {
      const bytes = contents[fileId];
      if (!bytes) throw new Error(`The content of input file ${fileId} was not given`);
      handles.set(fileId, (handle = openPdf(bytes, input.opened?.[fileId])));
    }
    return handle;
  };
  try {
    const groups = input.groups.map((ref) => groupOfRef(input, ref, handleOf));
    const progress = new PageProgress(
      groups.reduce((sum, group) => sum + pagesOf(group), 0),
      1,
      report,
    );
    const documents = files.filter((f) => !f.apposition);
    const common = groupCommon(job, parameters, documents, now, consentLinks);
    const made = packGroupRowsOf({ ...input, common }, groups, input.firstPosition, input.ids, (group) =>
      progress.advance(pagesOf(group)),
    );
    progress.send();
    return made;
  } finally {
    for (const handle of handles.values()) handle.close();
  }
}

function groupOfRef(input: LettersInput, ref: GroupRef, handleOf: (fileId: string) => PdfHandle): Group {
  return {
    ...ref,
    docs: ref.docs.map((doc) => {
      const box = input.service.boxes.find((b) => b.name === doc.boxName);
      const file = input.files.find((f) => f.id === doc.fileId);
      if (!box || !file) throw new Error(`Document of box ${doc.boxName}, file ${doc.fileId} not found`);
      return {
        ...docOf(box, file, doc.positionInBox, {
          ...(doc.part ? { pdf: { handle: handleOf(doc.fileId), part: doc.part } } : {}),
          ...(doc.record ? { record: doc.record } : {}),
        }),
        metadata: doc.metadata,
      };
    }),
  };
}
