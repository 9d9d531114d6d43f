import { extractTextInArea, inspectPdf, type AreaMm } from '@postbridge/documents';
import { extractAndCheckAreaParametersSchema, type SimpleJobRequirementValue } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import type { MultipartBody } from '../../platform/http/read-multipart';
import type { SessionContext } from '../../platform/policy';
import { checkRequirementValue } from '../jobs';
import {
  parseJsonField,
  pdfRefusal,
  requirementNamed,
  requirementValueOf,
  simpleJobContext,
  withSentPdf,
} from './simple-job-context';

/**
 * An empty read may come from an area that misses the page altogether (drawn off it, or measured for another page
 * size): that is refused, as the user asked for something that cannot be read, rather than answered "nothing found".
 */
function assertAreaOnPage(bytes: Uint8Array, page: number, area: AreaMm): void {
  const size = inspectPdf(bytes).pages[page - 1];
  if (size && (area.left >= size.widthMm || area.top >= size.heightMm)) {
    throw pdfRefusal(
      'pdf.areaOutsidePage',
      `the area (left ${area.left}, top ${area.top} mm) is outside page ${page} (${size.widthMm} × ${size.heightMm} mm)`,
      { page, widthMm: size.widthMm, heightMm: size.heightMm },
    );
  }
}

/**
 * POST /simpleJobs/extractAndCheckArea: the text of an area the user points at on the sent PDF, read as
 * /pdf/extractText reads it and checked as the named requirement's value. docs/product.md §5 "A pdf
 * requirement extraction needs a valid pdf-area requirement": the requirement must be read from a PDF area (a
 * pdfText content); its page (1 the first, -1 the last) and extraction parameters apply unless the call gives
 * its own.
 */
export async function extractAndCheckArea(
  deps: Deps,
  session: SessionContext,
  body: MultipartBody,
): Promise<SimpleJobRequirementValue> {
  const parameters = parseJsonField(body, 'parameters', extractAndCheckAreaParametersSchema);
  const { service, defaultCountry } = await simpleJobContext(deps, session, parameters);
  const field = 'parameters.requirementName';
  const requirement = requirementNamed(service, parameters.requirementName, field);
  const content = requirement.content;
  if (content?.kind !== 'pdfText') {
    throw new AppError(
      'badRequest',
      `${field}: the requirement "${parameters.requirementName}" is not read from an area of the PDF`,
      'issue.requirement.notPdfArea',
      { name: parameters.requirementName, field },
      field,
    );
  }
  const text = await withSentPdf(deps, session, body, ({ handle, bytes }) => {
    const page = parameters.page ?? (content.page >= 1 ? content.page : handle.pageCount + content.page + 1);
    const read = extractTextInArea(handle, {
      page,
      area: parameters.area,
      extractionParameters: parameters.extractionParameters ?? content.extractionParameters,
    });
    if (read.text === '') assertAreaOnPage(bytes, page, parameters.area);
    return read.text;
  });
  return requirementValueOf(checkRequirementValue(requirement, text, { defaultCountry }));
}
