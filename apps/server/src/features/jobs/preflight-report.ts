import { Readable } from 'node:stream';
import { formatLabel, PREFLIGHT_CODES, type LabelKey, type PreflightFinding } from '@postbridge/domain';
import { csvLine } from '../../platform/csv';
import { parseJson } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import type { Download } from '../../platform/http/send-download';
import type { SessionContext } from '../../platform/policy';
import { labelsWithOverrides } from '../i18n';
import { inputFilesOfJobs, packGroupsOfJob } from './queries';
import { visibleJobOrThrow } from './read-jobs';

// A byte-order mark first: spreadsheet tools then read the file as UTF-8.
const BOM = '\uFEFF';

const COLUMNS = [
  'letter',
  'identifier',
  'file',
  'page',
  'serviceChannels',
  'code',
  'severity',
  'message',
  'left',
  'top',
  'width',
  'height',
];

/**
 * GET /jobs/{id}/preflight.csv (issue 23): the print pre-flight report of a deposit, in the caller's language:
 * first the count of each finding (refusing and warning), then one line per finding with its letter (position in
 * the deposit and identifier), file, page, channels, message and area in mm.
 */
export async function preflightReport(deps: Deps, session: SessionContext, jobId: string): Promise<Download> {
  const job = await visibleJobOrThrow(deps, session, jobId);
  const [groups, files, labels] = await Promise.all([
    packGroupsOfJob(deps.db, job.id),
    inputFilesOfJobs(deps.db, [job.id]),
    labelsWithOverrides(deps, session.locale),
  ]);
  const text = (key: string, params: PreflightFinding['params'] = {}) =>
    formatLabel(labels[key as LabelKey] ?? key, params);
  const fileNames = new Map(files.map((f) => [f.id, f.name] as const));
  const counts = new Map<string, Record<PreflightFinding['severity'], number>>(
    PREFLIGHT_CODES.map((code) => [code, { refuse: 0, warn: 0 }]),
  );
  const lines: string[] = [];
  for (const group of groups) {
    for (const finding of parseJson<PreflightFinding[]>(group.preflight, [])) {
      const count = counts.get(finding.code);
      if (count) count[finding.severity]++;
      const area = finding.area;
      lines.push(
        csvLine([
          String(group.position),
          group.identifier,
          finding.inputFileId ? (fileNames.get(finding.inputFileId) ?? finding.inputFileId) : null,
          finding.page === null ? null : String(finding.page),
          finding.serviceChannels.join(', '),
          finding.code,
          text(`preflight.severity.${finding.severity}`),
          text(`preflight.${finding.code}`, finding.params),
          ...(area ? [area.left, area.top, area.width, area.height].map((mm) => mm.toFixed(1)) : []),
        ]),
      );
    }
  }
  const summary = [
    csvLine(['code', 'name', text('preflight.severity.refuse'), text('preflight.severity.warn')]),
    ...[...counts].map(([code, count]) =>
      csvLine([code, text(`preflight.code.${code}`), String(count.refuse), String(count.warn)]),
    ),
  ];
  return {
    name: `preflight-${job.name.replace(/[^\p{L}\p{N}._-]+/gu, '_')}.csv`,
    contentType: 'text/csv; charset=utf-8',
    body: Readable.from([BOM, ...summary, '\r\n', csvLine(COLUMNS), ...lines]),
  };
}
