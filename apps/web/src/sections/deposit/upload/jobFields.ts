import {
  isMetadataMandatory,
  validateJobName,
  validateMetadataValue,
  type LabelKey,
  type SavedService,
  type ServiceMetadata,
} from '@postbridge/domain';
import type { BoxMessage } from './boxRules';

// The deposit's own fields (docs/product.md §5 "Job name", "Metadata"): which are asked, and what is wrong
// with them.

/** The metadata the user fills in at deposit: the editable ones, by rank then name. */
export function editableMetadatas(service: Pick<SavedService, 'serviceMetadatas'>): ServiceMetadata[] {
  return service.serviceMetadatas
    .filter((m) => m.editable)
    .sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name));
}

/** The metadata grouped by their `group` (null: no group), groups in the order they first appear. */
export function metadataGroups(metadatas: readonly ServiceMetadata[]): [string | null, ServiceMetadata[]][] {
  const groups = new Map<string | null, ServiceMetadata[]>();
  for (const m of metadatas) groups.set(m.group, [...(groups.get(m.group) ?? []), m]);
  return [...groups.entries()];
}

export const isRequired = isMetadataMandatory;

/** docs/product.md §5: the name is asked when editable and not computed by the service's expression. */
export function jobNameAsked(service: Pick<SavedService, 'jobNameEditable' | 'jobNameExpression'>): boolean {
  return service.jobNameEditable && service.jobNameExpression === null;
}

const toMessage = (issue: { key: string; params?: Record<string, string | number> }): BoxMessage => ({
  key: `issue.${issue.key}` as LabelKey,
  params: issue.params ?? {},
});

/** The first problem of each metadata value, by metadata name. */
export function metadataMessages(
  metadatas: readonly ServiceMetadata[],
  values: Readonly<Record<string, string>>,
): Record<string, BoxMessage> {
  const messages: Record<string, BoxMessage> = {};
  for (const m of metadatas) {
    const [issue] = validateMetadataValue(m, values[m.name], m.name);
    if (issue) messages[m.name] = toMessage(issue);
  }
  return messages;
}

/** The job name's problem (none can be resolved from the field or the main file), or null. */
export function jobNameMessage(
  service: Pick<SavedService, 'jobNameEditable' | 'jobNameExpression'>,
  givenName: string,
  mainFileName: string | null,
): BoxMessage | null {
  const [issue] = validateJobName(service, { givenName, mainFileName });
  return issue ? toMessage(issue) : null;
}

/** The metadata values to send: trimmed of nothing (patterns see what was typed), empty ones left out. */
export function metadataToSend(values: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ''));
}
