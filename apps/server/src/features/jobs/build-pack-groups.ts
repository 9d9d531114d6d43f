import { extractTextInArea, type DataRecord, type PdfHandle, type PdfPart } from '@postbridge/documents';
import {
  evaluateCondition,
  evaluateExpression,
  type Box,
  type Condition,
  type EvaluationContext,
  type Expression,
  type Service,
} from '@postbridge/domain';

// How the documents of a deposit become pack groups (docs/product.md §3 Box: identifier, reconcile, parent,
// metadatas). No I/O: the PDFs are open and the data files read by the caller (process-job.ts).

/** One document of a deposit: a part of a PDF, or a record of a data file. */
export type Doc = {
  box: Box;
  fileId: string;
  fileName: string;
  /** 1-based position among the documents of its box. */
  positionInBox: number;
  pdf?: { handle: PdfHandle; part: PdfPart };
  record?: DataRecord;
  /** The record's values, then the box metadata computed on the document. */
  metadata: Record<string, string>;
};

/** A recipient's documents: the main one first, then those reconciled with it or matched by position. */
export type Group = { docs: Doc[]; metadata: Record<string, string>; identifier: string | null };

export type Orphan = {
  doc: Doc;
  reason: 'job.orphan.noMatch' | 'job.orphan.duplicate';
  identifier: string | null;
};

/** Raised when the documents cannot be grouped; its key is shown to the depositor. */
export class GroupingError extends Error {
  constructor(
    readonly key: string,
    message: string,
  ) {
    super(message);
  }
}

type Common = {
  now: Date;
  jobName: string;
  jobMetadata: Record<string, string>;
  /** The first file name of each box, for a file-name node naming a box the group has no document of. */
  firstFileNames: Record<string, string>;
  /** The consent link of a recipient identifier (recipients' consentLinkSource); absent without sender account. */
  consentLink?: ((identifier: string) => string | null) | undefined;
};

/**
 * Pages of an expression count within the part: 1 is its first page, -1 its last (docs/product.md §9 default
 * page 1).
 */
function pageOfPart(part: PdfPart, page: number): number | null {
  const count = part.lastPage - part.firstPage + 1;
  const index = page >= 1 ? page : count + page + 1;
  return index >= 1 && index <= count ? part.firstPage + index - 1 : null;
}

/**
 * What expressions read on a group of documents: a node naming a box reads the group's document of that box
 * (the first one), a node without a box reads the main (first) document; `metadata` answers the group's
 * metadata, then the job's.
 */
export function groupContext(
  docs: readonly Doc[],
  metadata: Record<string, string>,
  common: Common,
): EvaluationContext {
  const main = docs[0];
  const docOf = (boxName: string | null, has?: (d: Doc) => boolean) =>
    boxName === null
      ? has
        ? docs.find(has)
        : main
      : docs.find((d) => d.box.name === boxName && (!has || has(d)));
  return {
    now: common.now,
    fileName: (boxName) => docOf(boxName)?.fileName ?? (boxName ? common.firstFileNames[boxName] : undefined),
    jobFileName: () => common.jobName,
    positionInBox: (boxName) => docOf(boxName)?.positionInBox,
    dataFileValue: (column, boxName) => docOf(boxName, (d) => d.record !== undefined)?.record?.values[column],
    metadata: (name) => metadata[name] ?? common.jobMetadata[name],
    sheetCount: () =>
      docs.reduce((n, d) => n + (d.pdf ? d.pdf.part.lastPage - d.pdf.part.firstPage + 1 : 0), 0),
    recipientCount: () => 1,
    ...(common.consentLink ? { consentLink: common.consentLink } : {}),
    pdfText: ({ page, area, extractionParameters, boxName }) => {
      const pdf = docOf(boxName, (d) => d.pdf !== undefined)?.pdf;
      if (!pdf) return null;
      const absolute = pageOfPart(pdf.part, page);
      if (absolute === null) return null;
      return extractTextInArea(pdf.handle, { page: absolute, area, extractionParameters }).text;
    },
  };
}

/**
 * Computes the box metadata of a document, in order (a metadata may refer to an earlier one), reading the
 * documents already grouped with it (`with`: its records matched by position).
 */
function computeBoxMetadata(doc: Doc, common: Common, withDocs: readonly Doc[] = []): void {
  const docs = [doc, ...withDocs];
  for (const definition of doc.box.metadatas) {
    if (!definition.expression) continue;
    const metadata = Object.assign({}, ...withDocs.map((d) => d.metadata), doc.metadata) as Record<
      string,
      string
    >;
    const value = evaluateExpression(definition.expression, groupContext(docs, metadata, common));
    if (value !== null) doc.metadata[definition.name] = value;
  }
}

/** Whether an expression reads the document of `box` (a node naming it, or one of its metadata). */
function readsBox(node: unknown, box: Box): boolean {
  if (node === null || typeof node !== 'object') return false;
  const n = node as Record<string, unknown>;
  if (typeof n.boxName === 'string' && n.boxName === box.name && n.fromMain !== true) return true;
  if (n.kind === 'metadataReference') {
    const mapped = Object.values(box.parserConfiguration?.metadataMapping ?? {});
    const names = [
      ...box.metadatas.map((m) => m.name),
      ...mapped,
      ...(box.parserConfiguration?.kind === 'par.CSV' ? (box.parserConfiguration.usedColumnNames ?? []) : []),
    ];
    return names.includes(String(n.name));
  }
  return Object.values(n).some((child) =>
    Array.isArray(child) ? child.some((c) => readsBox(c, box)) : readsBox(child, box),
  );
}

/**
 * Matches the documents of a child box with those of its parent. An `equal` condition with one side reading the
 * child and the other the parent is a key join (a document whose key is empty matches nothing); any other
 * condition is tried on each pair. A data record goes to one recipient only: a second record for the same
 * recipient is an orphan (job.orphan.duplicate); PDF parts of a child box may be several per recipient.
 */
function reconcile(
  box: Box,
  children: Doc[],
  parents: Doc[],
  groupOf: Map<Doc, Group>,
  common: Common,
  orphans: Orphan[],
): void {
  const condition = box.reconcile as Condition;
  const taken = new Set<Group>();
  const childContext = (doc: Doc) => groupContext([doc], doc.metadata, common);
  const parentContext = (doc: Doc) => {
    const group = groupOf.get(doc)!;
    return groupContext([doc, ...group.docs.filter((d) => d !== doc)], group.metadata, common);
  };
  const identifierOf = (doc: Doc) =>
    box.identifier ? evaluateExpression(box.identifier, childContext(doc)) : null;
  const place = (doc: Doc, parent: Doc | undefined) => {
    if (!parent) {
      orphans.push({ doc, reason: 'job.orphan.noMatch', identifier: identifierOf(doc) });
      return;
    }
    const group = groupOf.get(parent)!;
    if (doc.record && taken.has(group)) {
      orphans.push({ doc, reason: 'job.orphan.duplicate', identifier: identifierOf(doc) });
      return;
    }
    if (doc.record) taken.add(group);
    group.docs.push(doc);
    groupOf.set(doc, group);
  };

  const sides =
    condition.kind === 'equal' && condition.left && condition.right
      ? ([condition.left, condition.right] as [Expression, Expression])
      : null;
  const childSide = sides ? sides.findIndex((side) => readsBox(side, box)) : -1;
  if (sides && childSide !== -1 && !readsBox(sides[1 - childSide], box)) {
    const byKey = new Map<string, Doc>();
    for (const parent of parents) {
      const key = evaluateExpression(sides[1 - childSide]!, parentContext(parent));
      if (key && !byKey.has(key)) byKey.set(key, parent);
    }
    for (const doc of children) {
      const key = evaluateExpression(sides[childSide]!, childContext(doc));
      place(doc, key ? byKey.get(key) : undefined);
    }
    return;
  }
  for (const doc of children) {
    const parent = parents.find((p) => {
      const group = groupOf.get(p)!;
      const pair = [doc, p, ...group.docs.filter((d) => d !== p)];
      return evaluateCondition(condition, groupContext(pair, { ...group.metadata, ...doc.metadata }, common));
    });
    place(doc, parent);
  }
}

/**
 * Groups the documents of a deposit by recipient:
 * - each document of a top-level PDF box (no parent, or an archive box as parent) starts a pack group, in box,
 *   file and page order;
 * - the records of a top-level data box go to those pack groups by position (record N with group N; the counts
 *   must be equal: job.recordCountMismatch);
 * - the documents of a child box are reconciled with their parent box's (see `reconcile`), parents first;
 * - a group's metadata is its documents' (records' values and box metadata; the main document's win over
 *   the others', earlier documents' over later ones), read over the job's; its identifier is the main box's identifier expression evaluated on the group.
 */
export function buildGroups(
  service: Service,
  docsByBox: Map<string, Doc[]>,
  common: Common,
): { groups: Group[]; orphans: Orphan[] } {
  const archives = new Set(service.boxes.filter((b) => b.boxType === 'box.ARCHIVE').map((b) => b.name));
  const parentOf = (box: Box) => (box.parent !== null && !archives.has(box.parent) ? box.parent : null);
  const groups: Group[] = [];
  const groupOf = new Map<Doc, Group>();
  const orphans: Orphan[] = [];

  for (const box of service.boxes) {
    if (box.boxType !== 'box.PDF' || parentOf(box) !== null) continue;
    for (const doc of docsByBox.get(box.name) ?? []) {
      const group: Group = { docs: [doc], metadata: {}, identifier: null };
      groups.push(group);
      groupOf.set(doc, group);
    }
  }
  for (const box of service.boxes) {
    if (box.boxType !== 'box.DATA_FILE' || parentOf(box) !== null) continue;
    const records = docsByBox.get(box.name) ?? [];
    if (!records.length) continue;
    if (records.length !== groups.length) {
      throw new GroupingError(
        'job.recordCountMismatch',
        `The data file of box ${box.name} holds ${records.length} record(s) for ${groups.length} document(s).`,
      );
    }
    records.forEach((doc, i) => {
      computeBoxMetadata(doc, common);
      groups[i]!.docs.push(doc);
      groupOf.set(doc, groups[i]!);
    });
  }
  for (const group of groups) computeBoxMetadata(group.docs[0]!, common, group.docs.slice(1));
  const mergeMetadata = (group: Group) => {
    group.metadata = Object.assign({}, ...[...group.docs].reverse().map((d) => d.metadata)) as Record<
      string,
      string
    >;
  };
  groups.forEach(mergeMetadata);

  // Child boxes, parents first.
  const done = new Set(service.boxes.filter((b) => parentOf(b) === null).map((b) => b.name));
  let pending = service.boxes.filter((b) => parentOf(b) !== null && b.boxType !== 'box.ARCHIVE');
  while (pending.length) {
    const ready = pending.filter((b) => done.has(parentOf(b)!));
    if (!ready.length) {
      throw new GroupingError(
        'service.box.unknownParent',
        `Box ${pending[0]!.name} has a parent that is not a box of the service, or boxes are each other's parent.`,
      );
    }
    for (const box of ready) {
      const children = docsByBox.get(box.name) ?? [];
      children.forEach((doc) => computeBoxMetadata(doc, common));
      const parents = [...groupOf.keys()].filter((d) => d.box.name === parentOf(box));
      reconcile(box, children, parents, groupOf, common, orphans);
      done.add(box.name);
    }
    groups.forEach(mergeMetadata);
    pending = pending.filter((b) => !ready.includes(b));
  }

  for (const group of groups) {
    const main = group.docs[0]!;
    group.identifier = main.box.identifier
      ? evaluateExpression(main.box.identifier, groupContext(group.docs, group.metadata, common))
      : null;
  }
  return { groups, orphans };
}
