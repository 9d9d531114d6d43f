import { ReadOnlyTabPanel } from './ReadOnlyTabs';
import type { TabProps } from './tabProps';

export function SplitTab({ draft }: TabProps) {
  return <ReadOnlyTabPanel tab="split" draft={draft} />;
}
