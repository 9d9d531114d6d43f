import type { CheckRequirementValueBody, SimpleJobRequirementValue } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import type { SessionContext } from '../../platform/policy';
import { checkRequirementValue, forceRequirementValue } from '../jobs';
import { requirementNamed, requirementValueOf, simpleJobContext } from './simple-job-context';

/**
 * POST /simpleJobs/checkRequirementValue: a value typed for one requirement of the service, checked as job
 * processing checks it. A `forced` value the check refuses is kept as FORCED unless the requirement forbids it.
 */
export async function checkValue(
  deps: Deps,
  session: SessionContext,
  body: CheckRequirementValueBody,
): Promise<SimpleJobRequirementValue> {
  const { service, defaultCountry } = await simpleJobContext(deps, session, body);
  const requirement = requirementNamed(service, body.requirementName, 'body.requirementName');
  const given =
    typeof body.requirementValue === 'string'
      ? { value: body.requirementValue, forced: false, countryCode: null }
      : body.requirementValue;
  const checked = checkRequirementValue(requirement, given.value, {
    defaultCountry: given.countryCode || defaultCountry,
  });
  if (!given.forced) return requirementValueOf(checked);
  const kept = forceRequirementValue(checked, requirement, given.value);
  return requirementValueOf(kept, kept.status === 'FORCED');
}
