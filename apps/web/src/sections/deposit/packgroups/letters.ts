import type { PackGroup } from '@postbridge/domain';
import { checkStatusOf, groupCheckStatus, type CheckStatus, type RequirementResult } from './requirements';

// What the letters tables (the Send flow's, the validation screen's, a deposit's in Manage) say of one letter:
// who it goes to, the address as it will be printed, and its check status. Pure: tested beside it.

type Letter = Pick<PackGroup, 'requirements'>;

/** A pack-group edit as the job's history records it (GET /jobs/{id}/revisions, action 'packGroupEdited'). */
interface Revision {
  action: string;
  details: Record<string, unknown> | null;
}

/**
 * The first address value of a letter: the recipient's postal address its channel prints (docs/product.md
 * §3).
 */
function addressValue(group: Letter): { key: string; value: string } | null {
  for (const [key, result] of Object.entries(group.requirements)) {
    if (result.type === 'address' && result.value) return { key, value: result.value };
  }
  return null;
}

/** The address lines as they are stored after the checks and edits: what the window of the envelope shows. */
export function addressLinesOf(group: Letter): string[] {
  return (addressValue(group)?.value ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

const isRecipientName = (key: string) => key === 'recipientName' || key.endsWith('/recipientName');

/**
 * Who a letter goes to: its recipient name requirement when the service has one, else the first line of its
 * address (the name, by postal convention); null when it has neither.
 */
export function recipientNameOf(group: Letter): string | null {
  const named = Object.entries(group.requirements).find(
    ([key, result]) => isRecipientName(key) && result.value?.trim(),
  );
  return named?.[1].value?.trim() ?? addressLinesOf(group)[0] ?? null;
}

const editedKeys = (details: Record<string, unknown>): string[] | null =>
  Array.isArray(details.requirements)
    ? details.requirements.filter((key): key is string => typeof key === 'string')
    : null;

/**
 * The letters whose address a person edited (decision, docs/web.md "Corrected by hand"): the job's history has a
 * 'packGroupEdited' entry for the letter naming one of its address values. An entry written before edits named
 * their values counts as an address edit: a validator is better told once too often than not at all.
 */
export function editedAddressIds(
  revisions: readonly Revision[],
  groups: readonly Pick<PackGroup, 'id' | 'requirements'>[],
): Set<string> {
  const byId = new Map(groups.map((group) => [group.id, group] as const));
  const edited = new Set<string>();
  for (const revision of revisions) {
    if (revision.action !== 'packGroupEdited' || !revision.details) continue;
    const group = byId.get(String(revision.details.packGroupId));
    if (!group) continue;
    const keys = editedKeys(revision.details);
    if (keys === null || keys.some((key) => group.requirements[key]?.type === 'address'))
      edited.add(group.id);
  }
  return edited;
}

/** A letter's check as the tables show it: an address edited by hand counts as corrected (MODIFIED). */
export interface LetterCheck {
  status: CheckStatus | null;
  /** The address was corrected by a person (not by the check): said so beside the status. */
  byHand: boolean;
  /**
   * The value the status is the status of (the address first, among values of the same status): its failure code
   * and error key explain a refusal, its country the destination. Null when nothing was checked.
   */
  cause: RequirementResult | null;
}

export function letterCheckOf(group: Pick<PackGroup, 'requirements'>, edited: boolean): LetterCheck {
  const status = groupCheckStatus(group);
  const results = Object.values(group.requirements).filter((result) => checkStatusOf(result) === status);
  const cause = results.find((result) => result.type === 'address') ?? results[0] ?? null;
  // A forced or refused value says more than "corrected": it stays as it is.
  if (edited && (status === 'GOOD' || status === 'MODIFIED'))
    return { status: 'MODIFIED', byHand: true, cause };
  return { status, byHand: false, cause };
}

/**
 * A letter's print pre-flight as the tables show it beside its check (issue 23): refused on the channels a
 * refusing finding names, else the number of warnings, else clean (nothing found, or no paper channel).
 */
type PreflightState =
  { kind: 'refused'; channels: string[] } | { kind: 'warned'; count: number } | { kind: 'clean' };

export function preflightStateOf(group: Pick<PackGroup, 'preflight'>): PreflightState {
  const refusing = group.preflight.filter((finding) => finding.severity === 'refuse');
  if (refusing.length > 0)
    return { kind: 'refused', channels: [...new Set(refusing.flatMap((f) => f.serviceChannels))] };
  if (group.preflight.length > 0) return { kind: 'warned', count: group.preflight.length };
  return { kind: 'clean' };
}
