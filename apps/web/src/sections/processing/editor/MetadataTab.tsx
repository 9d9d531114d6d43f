import { ReadOnlyTabPanel } from './ReadOnlyTabs';
import type { TabProps } from './tabProps';

export function MetadataTab({ draft }: TabProps) {
  return <ReadOnlyTabPanel tab="metadata" draft={draft} />;
}
