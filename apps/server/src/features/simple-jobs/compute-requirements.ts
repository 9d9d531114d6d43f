import { jobCreationParametersSchema, type SimpleJobRequirementValue } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import type { MultipartBody } from '../../platform/http/read-multipart';
import type { SessionContext } from '../../platform/policy';
import { evaluateRequirements } from '../jobs';
import { consentLinkSignerFor, consentLinkSource } from '../recipients';
import { requirementValueOf, simpleJobContext, withSentPdf } from './simple-job-context';

/**
 * POST /simpleJobs/computeRequirements: the service's pack requirements and every channel's shipment requirements
 * computed and checked on the sent PDF, taken whole as the one document of a simple job (its pages are the part's
 * pages, it is the first document of the main PDF box, and the job is named after it).
 */
export async function computeRequirements(
  deps: Deps,
  session: SessionContext,
  serviceId: string,
  body: MultipartBody,
): Promise<Record<string, SimpleJobRequirementValue>> {
  const targetOwnerId = body.fields.get('targetOwnerId') || null;
  const { service, defaultCountry, ouId } = await simpleJobContext(deps, session, {
    serviceId,
    targetOwnerId,
  });
  // The job would be deposited in the acting user's OU: its recipients' consent links (the consentLink node).
  const consentLink = consentLinkSource(await consentLinkSignerFor(deps, ouId));
  const pdfBoxes = service.boxes.filter((b) => b.boxType === 'box.PDF');
  const box = pdfBoxes.find((b) => b.main) ?? pdfBoxes[0];
  const parameters = jobCreationParametersSchema.parse({ serviceId: service.id });
  const results = await withSentPdf(deps, session, body, ({ handle, fileName }) =>
    evaluateRequirements(
      service,
      parameters,
      {
        handle,
        part: { firstPage: 1, lastPage: handle.pageCount },
        boxName: box?.name ?? '',
        fileName,
        jobName: fileName.replace(/\.[^.]*$/, ''),
        positionInBox: 1,
        ...(consentLink ? { overrides: { consentLink } } : {}),
      },
      { now: deps.clock.now(), defaultCountry },
    ),
  );
  return Object.fromEntries(
    Object.entries(results).map(([name, result]) => [name, requirementValueOf(result)]),
  );
}
