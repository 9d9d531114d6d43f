import {
  checkEmailAddress,
  checkPhoneNumber,
  checkPostalAddress,
  DocumentError,
  extractTextInArea,
  parsePostalAddress,
  type EmailAddressCheck,
  type PdfHandle,
  type PdfPart,
  type PhoneNumberCheck,
} from '@postbridge/documents';
import {
  evaluateExpression,
  requirementFailureStatusOf,
  requirementValueCheckOf,
  type AddressQuality,
  type ChannelRequirement,
  type ChannelRequirementType,
  type EvaluationContext,
  type Expression,
  type JobCreationParameters,
  type Service,
} from '@postbridge/domain';

export type RequirementResult = {
  value: string | null;
  /**
   * GOOD, MODIFIED or FORCED when valid; otherwise the failure code of `error` ('100', '150', '151', '200', '300')
   * or 'error' when the check could not run (docs/product.md §8; meanings in docs/domain-decisions.md).
   */
  status: string;
  valid: boolean;
  /** The error key (label `issue.<key>`) of a refused value; null when valid. */
  error: string | null;
  countryCode: string | null;
  type: ChannelRequirementType;
};

type CheckOptions = {
  /** The OU's mail country: the country of an address without a country line, of a phone without prefix. */
  defaultCountry: string;
};

type PartSource = {
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
  /**
   * Sources that replace the part-only ones above, for a pack group made of several documents (metadata of the
   * group, documents of other boxes): see document-context.ts.
   */
  overrides?: Partial<EvaluationContext>;
};

/** A column of the part's record: from the named data box, or from the first one for a node without a box. */
function dataFileValueOf(source: PartSource, column: string, boxName: string | null): string | null {
  const records = source.records ?? {};
  const record = boxName !== null ? records[boxName] : Object.values(records)[0];
  return record?.[column] ?? null;
}

/**
 * Pages of an expression count within the part: 1 is its first page, -1 its last (docs/product.md §9 default
 * page 1).
 */
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
    ...source.overrides,
  };
}

/**
 * The requirement values of one pack group: each requirement's content expression evaluated on the part
 * (pack requirements and every channel's), values given at deposit taking precedence, then checked as
 * `checkRequirementValue` does (docs/product.md §3 Requirement value; §5 address checks).
 */
export function evaluateRequirements(
  service: Service,
  parameters: JobCreationParameters,
  source: PartSource,
  options: CheckOptions & { now: Date },
): Record<string, RequirementResult> {
  const ctx = contextOf(source, parameters, options.now);
  const results: Record<string, RequirementResult> = {};
  const all: { key: string; requirement: ChannelRequirement; given?: { value: string; forced: boolean } }[] =
    [
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
    if (given) {
      const checked = checkRequirementValue(requirement, given.value, options);
      results[key] = given.forced ? forceRequirementValue(checked, requirement, given.value) : checked;
      continue;
    }
    try {
      const value = requirement.content ? evaluateExpression(requirement.content, ctx) : null;
      results[key] = checkRequirementValue(requirement, value, options);
    } catch (err) {
      // The value could not be read (a page mupdf cannot load, a bad area): this value's check could not run
      // (status 'error'); the other values and the deposit go on.
      if (!(err instanceof DocumentError)) throw err;
      results[key] = refused(requirement.type, null, null, err.code);
    }
  }
  // A return address the service reads from nowhere is the one the letter's window shows, when it shows one: it is
  // reported (and checked) as the letter's return address, and is no recipient line.
  const returnLines = all.some(({ requirement: r, given }) => r.kind === 'return' && !r.content && !given)
    ? windowReturnAddress(
        source,
        all.map((a) => a.requirement),
      )
    : [];
  for (const { key, requirement, given } of all) {
    if (requirement.kind === 'return' && !requirement.content && !given && returnLines.length) {
      results[key] = checkRequirementValue(requirement, returnLines.join('\n'), options);
    }
  }
  return results;
}

type PdfTextNode = Extract<Expression, { kind: 'pdfText' }>;

/** The first `pdfText` node of an expression. */
function pdfTextNodeOf(expression: Expression | null | undefined): PdfTextNode | null {
  if (!expression) return null;
  if (expression.kind === 'pdfText') return expression;
  const children: (Expression | null)[] =
    'operands' in expression ? expression.operands : 'operand' in expression ? [expression.operand] : [];
  for (const child of children) {
    const found = pdfTextNodeOf(child);
    if (found) return found;
  }
  return null;
}

/**
 * The return line of the recipient's window on the letter (the main document), when its area names a window
 * standard and the window shows one (packages/documents window-anatomy.ts); none otherwise.
 */
function windowReturnAddress(source: PartSource, requirements: readonly ChannelRequirement[]): string[] {
  const recipient = requirements.find((r) => r.type === 'address' && r.kind === 'recipient');
  const node = pdfTextNodeOf(recipient?.content);
  if (!node?.extractionParameters.window || (node.boxName && node.boxName !== source.boxName)) return [];
  const page = pageOfPart(source.part, node.page);
  if (page === null) return [];
  try {
    const read = extractTextInArea(source.handle, {
      page,
      area: node.area,
      extractionParameters: node.extractionParameters,
    });
    return read.returnAddress ?? [];
  } catch (err) {
    // The recipient's own value already reports a page that cannot be read.
    if (err instanceof DocumentError) return [];
    throw err;
  }
}

type CheckedRequirement = Pick<ChannelRequirement, 'name' | 'type' | 'validation' | 'validationParameters'>;

/** A whole number from a validation parameter ('38'); undefined when absent or not a positive integer. */
function positiveInteger(text: string | undefined): number | undefined {
  const n = Number(text);
  return text !== undefined && Number.isInteger(n) && n > 0 ? n : undefined;
}

/**
 * Checks one requirement value with the check `requirementValueCheckOf` picks: postal address (validation
 * parameters `maxLines`, `maxLineLength`), e-mail address, or phone number (parameter `countryCode`: the only
 * country accepted); other values are kept as given (GOOD).
 */
export function checkRequirementValue(
  requirement: CheckedRequirement,
  value: string | null,
  options: CheckOptions,
): RequirementResult {
  const parameters = requirement.validationParameters;
  switch (requirementValueCheckOf(requirement)) {
    case 'postalAddress': {
      const checked = checkAddress(value, options.defaultCountry, {
        maxLines: positiveInteger(parameters.maxLines),
        maxLineLength: positiveInteger(parameters.maxLineLength),
      });
      return { ...checked, type: requirement.type };
    }
    case 'emailAddress':
      return contactResult(requirement.type, checkEmailAddress(value ?? ''));
    case 'phoneNumber':
      return contactResult(
        requirement.type,
        checkPhoneNumber(value ?? '', options.defaultCountry, {
          countryCode: parameters.countryCode ?? null,
        }),
      );
    case null:
      return plain(value, requirement.type);
  }
}

/**
 * A refused value the user keeps (docs/product.md §3 Requirement value `forced`): FORCED and valid, with the
 * refusal's error kept for information, unless the requirement forbids it (`forceValidation`). Accepted
 * values are left alone.
 */
export function forceRequirementValue(
  result: RequirementResult,
  requirement: Pick<ChannelRequirement, 'forceValidation'>,
  value: string,
): RequirementResult {
  if (result.valid || requirement.forceValidation) return result;
  return { ...result, value, status: 'FORCED', valid: true };
}

/**
 * The address quality of a pack group (docs/product.md §3: GOOD, MODIFIED, FORCED or BAD) and its error:
 * those of its first postal-address requirement; undefined when it has none.
 */
export function addressCheckOf(
  requirements: Record<string, RequirementResult>,
): { quality: AddressQuality; error: string | null } | undefined {
  const address = Object.values(requirements).find((r) => r.type === 'address');
  if (!address) return undefined;
  return { quality: address.valid ? (address.status as AddressQuality) : 'BAD', error: address.error };
}

function refused(
  type: ChannelRequirementType,
  value: string | null,
  countryCode: string | null,
  error: string,
): RequirementResult {
  return { value, status: requirementFailureStatusOf(error), valid: false, error, countryCode, type };
}

/** A value that no check applies to: kept as given. */
function plain(value: string | null, type: ChannelRequirementType = 'text'): RequirementResult {
  return { value, status: 'GOOD', valid: true, error: null, countryCode: null, type };
}

function contactResult(
  type: ChannelRequirementType,
  check: EmailAddressCheck | PhoneNumberCheck,
): RequirementResult {
  if (check.errorKey) return refused(type, check.value, check.countryCode, check.errorKey);
  return {
    value: check.value,
    status: check.quality,
    valid: true,
    error: null,
    countryCode: check.countryCode,
    type,
  };
}

/**
 * A postal address checked in the sending account's country (`defaultCountry`: an address without a country line
 * is read there, never in another country it might fit), with the requirement's line limits. The value kept is
 * the lines to print: normalised when valid, with the country line of a letter going abroad.
 */
function checkAddress(
  value: string | null,
  defaultCountry: string,
  limits: { maxLines?: number | undefined; maxLineLength?: number | undefined } = {},
): RequirementResult {
  const parsed = parsePostalAddress(value ?? '', {
    defaultCountry,
    ...(limits.maxLines !== undefined && { maxLines: limits.maxLines }),
  });
  const check = checkPostalAddress(parsed, {
    ...(limits.maxLineLength !== undefined && { maxLineLength: limits.maxLineLength }),
  });
  const lines = check.lines.join('\n');
  if (check.errorKey) return refused('address', lines, check.countryCode, check.errorKey);
  return {
    value: lines,
    status: check.quality,
    valid: true,
    error: null,
    countryCode: check.countryCode,
    type: 'address',
  };
}
