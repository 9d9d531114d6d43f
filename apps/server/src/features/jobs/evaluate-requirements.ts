import {
  addressLines,
  checkPostalAddress,
  extractTextInArea,
  parsePostalAddress,
  type PdfHandle,
  type PdfPart,
} from '@postbridge/documents';
import {
  evaluateExpression,
  type ChannelRequirement,
  type EvaluationContext,
  type JobCreationParameters,
  type Service,
} from '@postbridge/domain';

export type RequirementResult = {
  value: string | null;
  status: string | null;
  valid: boolean;
  error: string | null;
  countryCode: string | null;
};

export type PartSource = {
  handle: PdfHandle;
  part: PdfPart;
  boxName: string;
  fileName: string;
  jobName: string;
  positionInBox: number;
  /**
   * The data-file record that goes with this part, per data box (box name → values by column or metadata
   * name); empty when the service has no data box.
   */
  records?: Record<string, Record<string, string>>;
};

/** A column of the part's record: from the named data box, or from the first one for a node without a box. */
function dataFileValueOf(source: PartSource, column: string, boxName: string | null): string | null {
  const records = source.records ?? {};
  const record = boxName !== null ? records[boxName] : Object.values(records)[0];
  return record?.[column] ?? null;
}

/** Pages of an expression count within the part: 1 is its first page, -1 its last (spec §9 default page 1). */
function pageOfPart(part: PdfPart, page: number): number | null {
  const count = part.lastPage - part.firstPage + 1;
  const index = page >= 1 ? page : count + page + 1;
  return index >= 1 && index <= count ? part.firstPage + index - 1 : null;
}

function contextOf(source: PartSource, parameters: JobCreationParameters, now: Date): EvaluationContext {
  return {
    now,
    fileName: () => source.fileName,
    jobFileName: () => source.jobName,
    positionInBox: () => source.positionInBox,
    dataFileValue: (column, boxName) => dataFileValueOf(source, column, boxName),
    metadata: (name) => parameters.rawJobMetadatas[name] ?? null,
    sheetCount: () => source.part.lastPage - source.part.firstPage + 1,
    recipientCount: () => 1,
    pdfText: ({ page, area, extractionParameters }) => {
      const absolute = pageOfPart(source.part, page);
      if (absolute === null) return null;
      return extractTextInArea(source.handle, { page: absolute, area, extractionParameters }).text;
    },
  };
}

/**
 * The requirement values of one pack group: each requirement's content expression evaluated on the part
 * (pack requirements and every channel's), values given at deposit taking precedence, postal addresses
 * parsed and checked (spec §3 Requirement value; §5 address checks).
 */
export function evaluateRequirements(
  service: Service,
  parameters: JobCreationParameters,
  source: PartSource,
  options: { now: Date; defaultCountry: string },
): Record<string, RequirementResult> {
  const ctx = contextOf(source, parameters, options.now);
  const results: Record<string, RequirementResult> = {};
  const all: { key: string; requirement: ChannelRequirement; given?: { value: string } }[] = [
    ...service.packRequirements.content.map((r) => ({
      key: r.name,
      requirement: r,
      given: parameters.packRequirements[r.name],
    })),
    ...service.channels.flatMap((c) =>
      c.shipmentRequirements.map((r) => ({
        key: `${c.label}/${r.name}`,
        requirement: r,
        given: parameters.shipmentRequirements[c.label]?.[r.name],
      })),
    ),
  ];
  for (const { key, requirement, given } of all) {
    const value = given?.value ?? (requirement.content ? evaluateExpression(requirement.content, ctx) : null);
    results[key] =
      requirement.type === 'address' ? checkAddress(value, options.defaultCountry) : plain(value);
  }
  return results;
}

export function plain(value: string | null): RequirementResult {
  return { value, status: null, valid: true, error: null, countryCode: null };
}

export function checkAddress(value: string | null, defaultCountry: string): RequirementResult {
  const parsed = parsePostalAddress(value ?? '', { defaultCountry });
  const check = checkPostalAddress(parsed, {});
  const lines = check.lines ?? parsed.lines;
  // Mail abroad keeps its destination country as the last line, in capitals (UPU addressing rules).
  const abroad = parsed.countryDetected && parsed.countryCode !== defaultCountry.toUpperCase();
  const countryLine = abroad
    ? addressLines(value ?? '')
        .at(-1)
        ?.toUpperCase()
    : undefined;
  return {
    value: [...lines, ...(countryLine ? [countryLine] : [])].join('\n'),
    status: check.quality,
    valid: check.valid,
    error: check.errorKey ?? null,
    countryCode: check.countryCode,
  };
}
