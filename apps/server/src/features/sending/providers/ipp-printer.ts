import type { IppAttribute } from 'ipp-encoder';
import {
  callIpp,
  encodeIppRequest,
  firstGroupOf,
  groupsOf,
  IPP_NOT_FOUND,
  IPP_OPERATION,
  ippStatusName,
  ippValues,
  isIppClientError,
  isIppSuccess,
  JOB_STATE_NAMES,
  statusMessageOf,
  attributesOf,
  type IppAnswer,
} from '../../../platform/ipp/ipp-client';
import { attribute, TAG } from '../../../platform/ipp/ipp-message';

// What the ipp-print provider asks a printer (docs/providers.md "Print over IPP"): its capabilities before a
// print file is sent, the job made of it (Create-Job + Send-Document when the printer has them, else Print-Job),
// a job's state, and the jobs of a name (a hand-over left in doubt). The choices are pure functions, tested on
// their own; the calls go through platform/ipp/ipp-client.ts.

/** How long one call may wait for the printer's answer (a document upload included). */
const IPP_CALL_TIMEOUT_MS = 120_000;

const { texts, numbers } = ippValues;

/** What a printer says of itself (Get-Printer-Attributes), as far as printing a PDF needs. */
export type PrinterFacts = {
  state: number | null;
  stateReasons: string[];
  stateMessage: string | null;
  acceptingJobs: boolean;
  formats: string[];
  operations: number[];
  sides: string[];
  media: string[];
  colourModes: string[];
};

const PRINTER_ATTRIBUTES = [
  'printer-state',
  'printer-state-reasons',
  'printer-state-message',
  'printer-is-accepting-jobs',
  'document-format-supported',
  'operations-supported',
  'sides-supported',
  'media-supported',
  'print-color-mode-supported',
];

const JOB_ATTRIBUTES = [
  'job-id',
  'job-uri',
  'job-name',
  'job-state',
  'job-state-reasons',
  'job-state-message',
  'job-impressions-completed',
  'job-media-sheets-completed',
];

export function printerFactsOf(answer: IppAnswer): PrinterFacts {
  const p = firstGroupOf(answer, TAG.printer);
  const accepting = p.get('printer-is-accepting-jobs')?.[0];
  return {
    state: numbers(p.get('printer-state'))[0] ?? null,
    stateReasons: texts(p.get('printer-state-reasons')),
    stateMessage: texts(p.get('printer-state-message'))[0] || null,
    // A printer that does not say is taken as accepting (RFC 8011 makes the attribute required).
    acceptingJobs: accepting !== false,
    formats: texts(p.get('document-format-supported')).map((f) => f.toLowerCase()),
    operations: numbers(p.get('operations-supported')),
    sides: texts(p.get('sides-supported')),
    media: texts(p.get('media-supported')),
    colourModes: texts(p.get('print-color-mode-supported')),
  };
}

/**
 * Whether the printer can take a PDF now: `refuse` when it never will (no application/pdf among its formats),
 * `wait` when not now (stopped, not accepting jobs), null when it can.
 */
export function printerProblem(facts: PrinterFacts): { kind: 'refuse' | 'wait'; reason: string } | null {
  if (!facts.formats.includes('application/pdf')) {
    return {
      kind: 'refuse',
      reason: `The printer does not print PDF (its document-format-supported: ${facts.formats.join(', ') || 'none'}).`,
    };
  }
  const reasons = facts.stateReasons.filter((r) => r !== 'none').join(', ');
  if (!facts.acceptingJobs) {
    return { kind: 'wait', reason: `The printer is not accepting jobs${reasons ? ` (${reasons})` : ''}.` };
  }
  if (facts.state === 5) {
    return {
      kind: 'wait',
      reason: `The printer is stopped${reasons ? ` (${reasons})` : ''}${facts.stateMessage ? `: ${facts.stateMessage}` : ''}.`,
    };
  }
  return null;
}

/** The media keyword (PWG 5101.1) of a composition page format, landscape or not. */
const MEDIA: Record<string, string> = {
  A0: 'iso_a0_841x1189mm',
  A1: 'iso_a1_594x841mm',
  A2: 'iso_a2_420x594mm',
  A3: 'iso_a3_297x420mm',
  A4: 'iso_a4_210x297mm',
  A5: 'iso_a5_148x210mm',
  A6: 'iso_a6_105x148mm',
  SRA3: 'iso_sra3_320x450mm',
  US_LETTER: 'na_letter_8.5x11in',
  US_LEGAL: 'na_legal_8.5x14in',
};
export const mediaOf = (pageFormat: string): string | null =>
  MEDIA[pageFormat.replace(/_LANDSCAPE$/, '')] ?? null;

/** What the print file's manifest tells of the way it is printed. */
export type PrintFileSetup = { pageFormat?: string; duplex?: boolean; colour?: string };

/**
 * The job template attributes of a print file: one copy; `sides` two-sided-long-edge for a recto-verso file
 * (one-sided otherwise), the paper size and the colour mode — each only when the printer lists the value
 * (a value it does not list would make it refuse or substitute the job).
 */
export function jobTemplateOf(facts: PrinterFacts, setup: PrintFileSetup): IppAttribute[] {
  const template: IppAttribute[] = [attribute(TAG.integer, 'copies', 1)];
  const sides = setup.duplex ? 'two-sided-long-edge' : 'one-sided';
  if (facts.sides.includes(sides)) template.push(attribute(TAG.keyword, 'sides', sides));
  const media = setup.pageFormat ? mediaOf(setup.pageFormat) : null;
  if (media && facts.media.includes(media)) template.push(attribute(TAG.keyword, 'media', media));
  const colour =
    setup.colour === 'COLOR' ? 'color' : setup.colour === 'BLACK_AND_WHITE' ? 'monochrome' : null;
  if (colour && facts.colourModes.includes(colour)) {
    template.push(attribute(TAG.keyword, 'print-color-mode', colour));
  }
  return template;
}

/** Create-Job + Send-Document when the printer lists both, else Print-Job. */
export const usesCreateJob = (facts: PrinterFacts) =>
  facts.operations.includes(IPP_OPERATION.createJob) && facts.operations.includes(IPP_OPERATION.sendDocument);

const target = (printerUri: string, userName: string): IppAttribute[] => [
  attribute(TAG.uri, 'printer-uri', printerUri),
  attribute(TAG.name, 'requesting-user-name', userName),
];

/** A printer's answer that is not a success, as a sentence. */
const refusalOf = (operation: string, answer: IppAnswer) =>
  `${operation}: ${ippStatusName(answer.statusCode)}${statusMessageOf(answer) ? ` (${statusMessageOf(answer)})` : ''}`;

export async function getPrinterFacts(printerUri: string, userName: string): Promise<PrinterFacts> {
  const answer = await callIpp(
    printerUri,
    encodeIppRequest(IPP_OPERATION.getPrinterAttributes, [
      ...target(printerUri, userName),
      attribute(TAG.keyword, 'requested-attributes', PRINTER_ATTRIBUTES),
    ]),
    { timeoutMs: IPP_CALL_TIMEOUT_MS },
  );
  if (!isIppSuccess(answer.statusCode)) {
    throw new Error(`The printer refused ${refusalOf('Get-Printer-Attributes', answer)}.`);
  }
  return printerFactsOf(answer);
}

/** A job as the printer tells it. */
export type JobFacts = {
  jobId: number;
  jobUri: string | null;
  name: string | null;
  state: number | null;
  stateReasons: string[];
  stateMessage: string | null;
  impressionsCompleted: number | null;
  sheetsCompleted: number | null;
};

function jobFactsOf(attributes: ReturnType<typeof attributesOf>): JobFacts | null {
  const jobId = numbers(attributes.get('job-id'))[0];
  if (jobId === undefined) return null;
  return {
    jobId,
    jobUri: texts(attributes.get('job-uri'))[0] ?? null,
    name: texts(attributes.get('job-name'))[0] ?? null,
    state: numbers(attributes.get('job-state'))[0] ?? null,
    stateReasons: texts(attributes.get('job-state-reasons')),
    stateMessage: texts(attributes.get('job-state-message'))[0] || null,
    impressionsCompleted: numbers(attributes.get('job-impressions-completed'))[0] ?? null,
    sheetsCompleted: numbers(attributes.get('job-media-sheets-completed'))[0] ?? null,
  };
}

export const jobStateName = (state: number | null) =>
  state === null ? 'unknown' : (JOB_STATE_NAMES[state] ?? String(state));

/** What became of a print file handed to the printer. */
type Submission =
  /** The printer holds the job. */
  | { kind: 'accepted'; job: JobFacts; operation: 'Print-Job' | 'Create-Job' }
  /** It refused it for good (a client error: a format it does not read, attributes it does not take…). */
  | { kind: 'refused'; reason: string }
  /** Not taken, for a passing reason (busy, not accepting, unreachable): nothing printed, try again later. */
  | { kind: 'retry'; reason: string }
  /** Sent whole and never answered: the printer may have the job. */
  | { kind: 'inDoubt'; reason: string };

type SubmitInput = {
  printerUri: string;
  userName: string;
  jobName: string;
  document: Buffer;
  template: IppAttribute[];
  /** Called once Create-Job answered, before the document is sent: the job's id is kept with the claim. */
  onCreated?: (jobId: number) => Promise<void>;
};

const call = async (
  printerUri: string,
  body: Buffer,
  document?: Buffer,
): Promise<IppAnswer | { error: string; delivered: boolean }> => {
  try {
    return await callIpp(printerUri, body, { document, timeoutMs: IPP_CALL_TIMEOUT_MS });
  } catch (err) {
    const delivered = (err as { delivered?: boolean }).delivered ?? false;
    return { error: (err as Error).message, delivered };
  }
};

/** The answer of a job-creating call, read as a Submission. */
function submissionOf(
  operation: 'Print-Job' | 'Create-Job' | 'Send-Document',
  answer: IppAnswer,
): Submission | JobFacts {
  if (isIppSuccess(answer.statusCode)) {
    const job = jobFactsOf(firstGroupOf(answer, TAG.job));
    if (job) return job;
    return { kind: 'retry', reason: `${operation} answered no job-id.` };
  }
  if (isIppClientError(answer.statusCode)) {
    return { kind: 'refused', reason: `The printer refused ${refusalOf(operation, answer)}.` };
  }
  return { kind: 'retry', reason: `The printer did not take the job: ${refusalOf(operation, answer)}.` };
}

/**
 * Prints a document: Create-Job then Send-Document (last-document) when the printer has them, else Print-Job;
 * job-name is the print file's name (how a hand-over left in doubt finds its job again). A Send-Document
 * refused or failed before the document was sent whole cancels the empty job.
 */
export async function submitJob(facts: PrinterFacts, input: SubmitInput): Promise<Submission> {
  const operationAttributes = [
    ...target(input.printerUri, input.userName),
    attribute(TAG.name, 'job-name', input.jobName),
  ];
  const documentAttributes = [
    attribute(TAG.name, 'document-name', input.jobName),
    attribute(TAG.mimeMediaType, 'document-format', 'application/pdf'),
  ];
  if (!usesCreateJob(facts)) {
    const answer = await call(
      input.printerUri,
      encodeIppRequest(
        IPP_OPERATION.printJob,
        [...operationAttributes, ...documentAttributes],
        input.template,
      ),
      input.document,
    );
    if ('error' in answer) {
      return answer.delivered
        ? { kind: 'inDoubt', reason: `Print-Job: ${answer.error}` }
        : { kind: 'retry', reason: `Print-Job: ${answer.error}` };
    }
    const read = submissionOf('Print-Job', answer);
    return 'kind' in read ? read : { kind: 'accepted', job: read, operation: 'Print-Job' };
  }

  const created = await call(
    input.printerUri,
    encodeIppRequest(IPP_OPERATION.createJob, operationAttributes, input.template),
  );
  // A job created without its document prints nothing (the printer aborts it after its
  // multiple-operation-time-out): a lost Create-Job is tried again.
  if ('error' in created) return { kind: 'retry', reason: `Create-Job: ${created.error}` };
  const job = submissionOf('Create-Job', created);
  if ('kind' in job) return job;
  await input.onCreated?.(job.jobId);
  const sent = await call(
    input.printerUri,
    encodeIppRequest(IPP_OPERATION.sendDocument, [
      ...target(input.printerUri, input.userName),
      attribute(TAG.integer, 'job-id', job.jobId),
      ...documentAttributes,
      attribute(TAG.boolean, 'last-document', true),
    ]),
    input.document,
  );
  if ('error' in sent && sent.delivered) return { kind: 'inDoubt', reason: `Send-Document: ${sent.error}` };
  const read =
    'error' in sent
      ? ({ kind: 'retry', reason: `Send-Document: ${sent.error}` } as const)
      : submissionOf('Send-Document', sent);
  if ('kind' in read) {
    await cancelJob(input.printerUri, input.userName, job.jobId);
    return read;
  }
  return {
    kind: 'accepted',
    job: { ...job, ...read, jobUri: read.jobUri ?? job.jobUri },
    operation: 'Create-Job',
  };
}

/** Cancels a job (an empty one whose document could not be sent); a failure is left to the printer's timeout. */
async function cancelJob(printerUri: string, userName: string, jobId: number): Promise<void> {
  await call(
    printerUri,
    encodeIppRequest(IPP_OPERATION.cancelJob, [
      ...target(printerUri, userName),
      attribute(TAG.integer, 'job-id', jobId),
    ]),
  );
}

/** A job's state; `notFound` when the printer no longer knows it. Throws when the printer does not answer. */
export async function getJob(
  printerUri: string,
  userName: string,
  jobId: number,
): Promise<JobFacts | 'notFound'> {
  const answer = await callIpp(
    printerUri,
    encodeIppRequest(IPP_OPERATION.getJobAttributes, [
      ...target(printerUri, userName),
      attribute(TAG.integer, 'job-id', jobId),
      attribute(TAG.keyword, 'requested-attributes', JOB_ATTRIBUTES),
    ]),
    { timeoutMs: IPP_CALL_TIMEOUT_MS },
  );
  if (answer.statusCode === IPP_NOT_FOUND) return 'notFound';
  if (!isIppSuccess(answer.statusCode)) {
    throw new Error(`The printer refused ${refusalOf('Get-Job-Attributes', answer)}.`);
  }
  return jobFactsOf(firstGroupOf(answer, TAG.job)) ?? 'notFound';
}

/**
 * The printer's jobs named `jobName`, finished or not, newest first (Get-Jobs, which-jobs completed then
 * not-completed: the two every IPP printer knows). Throws when the printer does not answer.
 */
export async function jobsNamed(printerUri: string, userName: string, jobName: string): Promise<JobFacts[]> {
  const found: JobFacts[] = [];
  for (const which of ['not-completed', 'completed']) {
    const answer = await callIpp(
      printerUri,
      encodeIppRequest(IPP_OPERATION.getJobs, [
        ...target(printerUri, userName),
        attribute(TAG.keyword, 'which-jobs', which),
        attribute(TAG.keyword, 'requested-attributes', JOB_ATTRIBUTES),
      ]),
      { timeoutMs: IPP_CALL_TIMEOUT_MS },
    );
    if (!isIppSuccess(answer.statusCode)) {
      throw new Error(`The printer refused ${refusalOf('Get-Jobs', answer)}.`);
    }
    for (const group of groupsOf(answer, TAG.job)) {
      const job = jobFactsOf(attributesOf(group));
      if (job?.name === jobName) found.push(job);
    }
  }
  return found.sort((a, b) => b.jobId - a.jobId);
}
