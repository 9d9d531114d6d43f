import { ReadOnlyTabPanel } from './ReadOnlyTabs';
import type { TabProps } from './tabProps';

export function RequirementsTab({ draft }: TabProps) {
  return <ReadOnlyTabPanel tab="requirements" draft={draft} />;
}
