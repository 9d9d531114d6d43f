import type { ApiIssue, OuTagList, OuTagListImportBody, OuTagListImportResult } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { mayAdminister, type SessionContext } from '../../platform/policy';
import { administeredOu } from './ou-access';

/** The most values a tag list holds (the schema's bound). */
const MAX_TAG_VALUES = 5000;
/** Problems listed at most in one refusal: a wholly wrong file is not reported line by line to the end. */
const MAX_ISSUES = 50;

/**
 * POST /ou/{ouId}/tagLists/import (docs/product.md §5 "imports: tag list file format"): reads a tag list file
 * and answers the tag list it holds, or (tagList null) every problem found; nothing is stored: the account
 * form adds the list and the account's save stores it. The file is CSV: one value a
 * line, `label;value` (`,` or a tab also separate; the separator is the first line's), or a single column used as
 * both; an optional header line `label;value`; quotes as in RFC 4180; UTF-8 with or without BOM, else read as
 * Windows-1252. Every bad line is reported at once, named by its number: a line with more than two fields, a blank
 * value, a value twice. Needs adminOu over the account.
 */
export async function importTagList(
  deps: Deps,
  session: SessionContext,
  ouId: string,
  body: OuTagListImportBody,
): Promise<OuTagListImportResult> {
  const ou = await administeredOu(deps, session, ouId);
  if (!mayAdminister(session, ou.path, 'adminOu', 'change')) throw errors.unauthorized();
  const issues: ApiIssue[] = [];
  if (!body.name.trim()) {
    issues.push({ key: 'admin.accounts.issue.tagListNameMandatory', path: 'name', severity: 'error' });
  }
  const parsed = parseTagListFile(decode(Buffer.from(body.contentBase64, 'base64')));
  issues.push(...parsed.issues);
  if (issues.length) return { tagList: null, issues: issues.slice(0, MAX_ISSUES) };
  return {
    tagList: { name: body.name.trim(), freeValueAllowed: body.freeValueAllowed, values: parsed.values },
    issues: [],
  };
}

/** UTF-8 (a BOM dropped) when the bytes are valid UTF-8, else Windows-1252 (a superset of ISO-8859-1's letters). */
function decode(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

const issueAt = (key: string, line: number, params: ApiIssue['params'] = {}): ApiIssue => ({
  key,
  path: `line ${line}`,
  severity: 'error',
  params: { line, ...params },
});

function parseTagListFile(text: string): { values: OuTagList['values']; issues: ApiIssue[] } {
  const records = csvRecords(text);
  const issues: ApiIssue[] = [];
  const values: OuTagList['values'] = [];
  const seen = new Set<string>();
  if (!records.length) return { values, issues: [issueAt('admin.accounts.issue.tagFileEmpty', 1)] };
  const separator = [';', '\t', ','].find((s) => records[0]!.raw.includes(s)) ?? ';';
  for (const [index, record] of records.entries()) {
    const fields = splitFields(record.raw, separator).map((f) => f.trim());
    if (
      index === 0 &&
      fields.length === 2 &&
      fields[0]!.toLowerCase() === 'label' &&
      fields[1]!.toLowerCase() === 'value'
    ) {
      continue;
    }
    if (fields.length > 2) {
      issues.push(issueAt('admin.accounts.issue.tagFileColumns', record.line, { count: fields.length }));
      continue;
    }
    const [label, value = label] = fields as [string, string?];
    if (!value) issues.push(issueAt('admin.accounts.issue.tagFileValueMissing', record.line));
    else if (seen.has(value))
      issues.push(issueAt('admin.accounts.issue.tagFileValueTwice', record.line, { value }));
    else {
      seen.add(value);
      values.push({ label: label || value, value });
    }
  }
  if (values.length > MAX_TAG_VALUES) {
    issues.push(
      issueAt('admin.accounts.issue.tagFileTooLong', records.at(-1)!.line, { max: MAX_TAG_VALUES }),
    );
  }
  return { values, issues };
}

/** The non-blank records of a CSV text with their first line number; a quoted field may span lines. */
function csvRecords(text: string): { line: number; raw: string }[] {
  const records: { line: number; raw: string }[] = [];
  let line = 1;
  let start = 1;
  let current = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"') quoted = !quoted;
    if (!quoted && (c === '\n' || c === '\r')) {
      if (current.trim() !== '') records.push({ line: start, raw: current });
      if (c === '\r' && text[i + 1] === '\n') i++;
      line++;
      start = line;
      current = '';
      continue;
    }
    if (c === '\n') line++;
    current += c;
  }
  if (current.trim() !== '') records.push({ line: start, raw: current });
  return records;
}

/** Fields of one record: `"a;b"` keeps its separator, `""` inside quotes is one quote. */
function splitFields(raw: string, separator: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i]!;
    if (quoted) {
      if (c === '"' && raw[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      fields.push(field);
      field = '';
    } else field += c;
  }
  fields.push(field);
  return fields;
}
