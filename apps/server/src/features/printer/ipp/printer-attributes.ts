import { createHash } from 'node:crypto';
import type { IppAttribute } from 'ipp-encoder';
import { attribute, OPERATION, resolutionDpi, octets, TAG } from '../../../platform/ipp/ipp-message';

// What the virtual printer says about itself and its jobs (RFC 8011 §5.4, PWG 5100.14 IPP Everywhere): the
// attributes a driverless client (CUPS, macOS, Windows' IPP class driver, ipptool) reads before it prints.

/** Where and how the printer was reached: its URI as the client used it, and how the token came. */
export type PrinterContext = {
  printerUri: string;
  /** The product's name, as printer-name and printer-info. */
  name: string;
  /** The address of the printer's web page (printer-more-info). */
  moreInfoUrl: string;
  /** Over TLS (an ipps:// or https:// address). */
  secure: boolean;
  /** The token came in HTTP Basic rather than in the address. */
  basicAuth: boolean;
  now: Date;
};

export const DOCUMENT_FORMATS = ['application/pdf'] as const;
const MEDIA = ['iso_a4_210x297mm', 'na_letter_8.5x11in'];

/** Every printer attribute the printer answers, in the order of RFC 8011 §5.4. */
export function printerAttributes(p: PrinterContext): IppAttribute[] {
  const upTime = Math.floor(p.now.getTime() / 1000);
  return [
    attribute(TAG.uri, 'printer-uri-supported', p.printerUri),
    attribute(TAG.keyword, 'uri-security-supported', p.secure ? 'tls' : 'none'),
    attribute(TAG.keyword, 'uri-authentication-supported', p.basicAuth ? 'basic' : 'none'),
    attribute(TAG.name, 'printer-name', p.name),
    attribute(TAG.text, 'printer-info', `${p.name} virtual printer`),
    attribute(TAG.text, 'printer-make-and-model', `${p.name} virtual printer`),
    attribute(TAG.text, 'printer-location', ''),
    attribute(TAG.uri, 'printer-more-info', p.moreInfoUrl),
    attribute(TAG.uri, 'printer-uuid', printerUuid(p.printerUri)),
    attribute(TAG.text, 'printer-device-id', `MFG:${p.name};MDL:Virtual printer;CMD:PDF;`),
    attribute(TAG.enum, 'printer-state', 3),
    attribute(TAG.keyword, 'printer-state-reasons', 'none'),
    attribute(TAG.boolean, 'printer-is-accepting-jobs', true),
    attribute(TAG.integer, 'queued-job-count', 0),
    attribute(TAG.integer, 'printer-up-time', upTime),
    attribute(TAG.integer, 'printer-state-change-time', upTime),
    attribute(TAG.integer, 'printer-config-change-time', upTime),
    attribute(TAG.keyword, 'ipp-versions-supported', ['1.1', '2.0']),
    attribute(TAG.enum, 'operations-supported', Object.values(OPERATION)),
    attribute(TAG.boolean, 'multiple-document-jobs-supported', false),
    attribute(TAG.boolean, 'job-ids-supported', false),
    attribute(TAG.boolean, 'preferred-attributes-supported', false),
    attribute(TAG.keyword, 'ipp-features-supported', 'none'),
    attribute(TAG.charset, 'charset-configured', 'utf-8'),
    attribute(TAG.charset, 'charset-supported', 'utf-8'),
    attribute(TAG.naturalLanguage, 'natural-language-configured', 'en'),
    attribute(TAG.naturalLanguage, 'generated-natural-language-supported', 'en'),
    attribute(TAG.mimeMediaType, 'document-format-default', 'application/pdf'),
    attribute(TAG.mimeMediaType, 'document-format-supported', [...DOCUMENT_FORMATS]),
    attribute(TAG.keyword, 'pdf-versions-supported', [
      'adobe-1.3',
      'adobe-1.4',
      'adobe-1.5',
      'adobe-1.6',
      'adobe-1.7',
      'iso-32000-1_2008',
    ]),
    attribute(TAG.keyword, 'pdl-override-supported', 'not-attempted'),
    attribute(TAG.keyword, 'compression-supported', 'none'),
    attribute(TAG.keyword, 'which-jobs-supported', ['completed', 'not-completed', 'all']),
    attribute(TAG.boolean, 'color-supported', true),
    attribute(TAG.integer, 'pages-per-minute', 60),
    attribute(TAG.integer, 'pages-per-minute-color', 60),
    attribute(TAG.enum, 'finishings-default', 3),
    attribute(TAG.enum, 'finishings-supported', [3]),
    attribute(TAG.keyword, 'output-bin-default', 'face-down'),
    attribute(TAG.keyword, 'output-bin-supported', ['face-down']),
    attribute(TAG.keyword, 'print-color-mode-default', 'color'),
    attribute(TAG.keyword, 'print-color-mode-supported', ['color', 'monochrome']),
    attribute(TAG.keyword, 'media-default', MEDIA[0]!),
    attribute(TAG.keyword, 'media-ready', MEDIA),
    attribute(TAG.keyword, 'media-supported', MEDIA),
    attribute(TAG.keyword, 'media-source-supported', 'auto'),
    attribute(TAG.keyword, 'media-type-supported', 'stationery'),
    // Margins in hundredths of millimetres: what office printers leave, so that nothing is drawn off the paper.
    ...['bottom', 'left', 'right', 'top'].map((side) =>
      attribute(TAG.integer, `media-${side}-margin-supported`, 423),
    ),
    attribute(TAG.keyword, 'sides-default', 'one-sided'),
    attribute(TAG.keyword, 'sides-supported', ['one-sided', 'two-sided-long-edge', 'two-sided-short-edge']),
    attribute(TAG.integer, 'copies-default', 1),
    attribute(TAG.rangeOfInteger, 'copies-supported', octets(1, 1)),
    attribute(TAG.enum, 'orientation-requested-default', 3),
    attribute(TAG.enum, 'orientation-requested-supported', [3, 4]),
    attribute(TAG.enum, 'print-quality-default', 4),
    attribute(TAG.enum, 'print-quality-supported', [4]),
    attribute(TAG.resolution, 'printer-resolution-default', resolutionDpi(300)),
    attribute(TAG.resolution, 'printer-resolution-supported', resolutionDpi(300)),
    attribute(TAG.keyword, 'job-creation-attributes-supported', [
      'copies',
      'media',
      'sides',
      'print-color-mode',
    ]),
  ];
}

/** A printer's UUID (RFC 4122 form) that stays the same for its address: clients use it to know it again. */
export function printerUuid(printerUri: string): string {
  const hex = createHash('sha256')
    .update(printerUri.replace(/\/[^/]*$/, ''))
    .digest('hex');
  return `urn:uuid:${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A job as IPP shows it: every job is completed once the printer has its document (it is then a printed file). */
type IppJob = {
  ippJobId: number;
  name: string;
  pages: number;
  size: number;
  printedAt: Date;
  owner: string;
};

export function jobAttributes(job: IppJob, printerUri: string): IppAttribute[] {
  const at = Math.floor(job.printedAt.getTime() / 1000);
  return [
    attribute(TAG.integer, 'job-id', job.ippJobId),
    attribute(TAG.uri, 'job-uri', jobUri(printerUri, job.ippJobId)),
    attribute(TAG.uri, 'job-printer-uri', printerUri),
    attribute(TAG.name, 'job-name', job.name),
    attribute(TAG.name, 'job-originating-user-name', job.owner),
    attribute(TAG.enum, 'job-state', 9),
    attribute(TAG.keyword, 'job-state-reasons', 'job-completed-successfully'),
    attribute(TAG.text, 'job-state-message', 'Received'),
    attribute(TAG.integer, 'job-k-octets', Math.ceil(job.size / 1024)),
    attribute(TAG.integer, 'job-impressions-completed', job.pages),
    attribute(TAG.integer, 'job-media-sheets-completed', job.pages),
    attribute(TAG.integer, 'time-at-creation', at),
    attribute(TAG.integer, 'time-at-processing', at),
    attribute(TAG.integer, 'time-at-completed', at),
    attribute(TAG.integer, 'job-printer-up-time', at),
  ];
}

const jobUri = (printerUri: string, ippJobId: number): string => `${printerUri}/jobs/${ippJobId}`;

/** The job number of a job-uri this printer gave (`…/jobs/7`), or undefined. */
export function jobIdOfUri(uri: string | undefined): number | undefined {
  const match = uri ? /\/jobs\/(\d{1,9})$/.exec(uri) : null;
  return match ? Number(match[1]) : undefined;
}

/** Group names of requested-attributes (RFC 8011 §5.4, PWG 5100.14): each stands for these attributes. */
const PRINTER_GROUP_NAMES = new Set(['all', 'printer-description', 'job-template', 'media-col-database']);
const JOB_GROUP_NAMES = new Set(['all', 'job-description', 'job-template', 'job-status']);

/**
 * The attributes a client asked for with requested-attributes: all of them when it names none, or names a group
 * ('all', 'printer-description', 'job-template'…); else those it names that exist (unknown names are skipped).
 */
export function selectAttributes(
  attributes: IppAttribute[],
  requested: readonly string[],
  kind: 'printer' | 'job',
  whenNone: readonly string[] | 'all' = 'all',
): IppAttribute[] {
  const groups = kind === 'printer' ? PRINTER_GROUP_NAMES : JOB_GROUP_NAMES;
  const names = requested.length ? requested : whenNone === 'all' ? ['all'] : whenNone;
  if (names.some((n) => groups.has(n))) return attributes;
  const wanted = new Set(names);
  return attributes.filter((a) => wanted.has(a.name));
}
