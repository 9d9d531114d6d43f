import {
  requirementValueEditable,
  type ChannelRequirement,
  type PackGroup,
  type SavedService,
} from '@postbridge/domain';
import type { EditPackGroupBody, EditedValue } from './packGroupsApi';

// What the pack-group step shows and sends about requirement values (docs/product.md §3 "Requirement value",
// §8 status codes). Pure: no I/O, tested beside it.

export type RequirementResult = PackGroup['requirements'][string];

/** The check status of docs/product.md §3 "Address quality", applied to every requirement value. */
export type CheckStatus = 'GOOD' | 'MODIFIED' | 'FORCED' | 'BAD';

export const CHECK_STATUSES: readonly CheckStatus[] = ['GOOD', 'MODIFIED', 'FORCED', 'BAD'];

export const CHECK_STATUS_COLOR: Record<CheckStatus, string> = {
  GOOD: 'green',
  MODIFIED: 'blue',
  FORCED: 'orange',
  BAD: 'red',
};

/** Failure codes the server gives a refused value (docs/api.md "Simple jobs"); others read as a plain refusal. */
const FAILURE_CODES = ['100', '150', '151', '200', '300', 'error'] as const;
type FailureCode = (typeof FAILURE_CODES)[number] | 'other';

export function checkStatusOf(result: Pick<RequirementResult, 'valid' | 'status'>): CheckStatus {
  if (!result.valid) return 'BAD';
  return result.status === 'MODIFIED' || result.status === 'FORCED' ? result.status : 'GOOD';
}

export function failureCodeOf(result: Pick<RequirementResult, 'valid' | 'status'>): FailureCode | null {
  if (result.valid) return null;
  return (FAILURE_CODES as readonly string[]).includes(result.status)
    ? (result.status as FailureCode)
    : 'other';
}

const SEVERITY: Record<CheckStatus, number> = { GOOD: 0, MODIFIED: 1, FORCED: 2, BAD: 3 };

/** A pack group's check status: the worst of its values (BAD, then FORCED, MODIFIED); null without values. */
export function groupCheckStatus(group: Pick<PackGroup, 'requirements'>): CheckStatus | null {
  const statuses = Object.values(group.requirements).map(checkStatusOf);
  if (!statuses.length) return null;
  return statuses.reduce((worst, s) => (SEVERITY[s] > SEVERITY[worst] ? s : worst));
}

/** One requirement value of a pack group with the service's definition of it (null: no longer defined). */
export interface RequirementEntry {
  /** Its key in `requirements`: the pack requirement's name, or `<channel label>/<name>`. */
  key: string;
  name: string;
  channelLabel: string | null;
  definition: ChannelRequirement | null;
  result: RequirementResult;
}

type ServiceRequirements = Pick<SavedService, 'packRequirements' | 'channels'>;

/** The values of a pack group, pack requirements first, then each channel's in the service's order. */
export function requirementEntries(
  group: Pick<PackGroup, 'requirements'>,
  service: ServiceRequirements | undefined,
): RequirementEntry[] {
  const known: RequirementEntry[] = [];
  const seen = new Set<string>();
  for (const definition of service?.packRequirements.content ?? []) {
    const result = group.requirements[definition.name];
    if (!result || seen.has(definition.name)) continue;
    seen.add(definition.name);
    known.push({ key: definition.name, name: definition.name, channelLabel: null, definition, result });
  }
  for (const channel of service?.channels ?? []) {
    for (const definition of channel.shipmentRequirements) {
      const key = `${channel.label}/${definition.name}`;
      const result = group.requirements[key];
      if (!result || seen.has(key)) continue;
      seen.add(key);
      known.push({ key, name: definition.name, channelLabel: channel.label, definition, result });
    }
  }
  const unknown = Object.entries(group.requirements)
    .filter(([key]) => !seen.has(key))
    .map(([key, result]) => ({ key, name: key, channelLabel: null, definition: null, result }));
  return [...known, ...unknown];
}

/**
 * Whether the value may be edited: the domain's rule (`requirementValueEditable`), which the server applies too. A
 * value no longer defined by the service cannot be sent (the server refuses unknown requirement names).
 */
export function canEdit(entry: RequirementEntry): boolean {
  return entry.definition !== null && requirementValueEditable(entry.definition, entry.result);
}

/** "Force" keeps a refused value as FORCED, unless the requirement forbids it (`forceValidation`). */
export function canForce(entry: RequirementEntry): boolean {
  return entry.definition !== null && !entry.definition.forceValidation;
}

/** The body of POST /packGroups/{id}/edit that replaces one value (the others are kept by the server). */
export function editBodyFor(
  group: Pick<PackGroup, 'version'>,
  entry: Pick<RequirementEntry, 'name' | 'channelLabel'>,
  edited: EditedValue,
): EditPackGroupBody {
  return entry.channelLabel === null
    ? { version: group.version, rawPackRequirements: { [entry.name]: edited }, rawShipmentRequirements: {} }
    : {
        version: group.version,
        rawPackRequirements: {},
        rawShipmentRequirements: { [entry.channelLabel]: { [entry.name]: edited } },
      };
}

/** The pack group's postal address: its first address value, as the server's address quality reads it. */
export function addressEntry(entries: RequirementEntry[]): RequirementEntry | null {
  return entries.find((entry) => entry.result.type === 'address') ?? null;
}

/** A pack group still open for edits, rejection and ordering. */
export const isOpen = (group: Pick<PackGroup, 'state'>) => group.state === 'CREATED';

/**
 * Counts of the list's header (docs/product.md §2 "pack-group list"): groups, pages, documents, rejected
 * groups, and the groups per check status (rejected ones left out: they are not sent). `statusOf` is the
 * status the table shows (an address corrected by hand counts as corrected: letters.ts).
 */
export function packGroupCounts(
  groups: readonly PackGroup[],
  statusOf: (group: PackGroup) => CheckStatus | null = groupCheckStatus,
) {
  const byStatus: Record<CheckStatus, number> = { GOOD: 0, MODIFIED: 0, FORCED: 0, BAD: 0 };
  let pages = 0;
  let documents = 0;
  let rejected = 0;
  for (const group of groups) {
    pages += group.pageCount;
    documents += group.packs.length;
    if (group.state === 'REJECTED') {
      rejected += 1;
      continue;
    }
    const status = statusOf(group);
    if (status) byStatus[status] += 1;
  }
  return { groups: groups.length, pages, documents, rejected, byStatus };
}
