import { ReadOnlyTabPanel } from './ReadOnlyTabs';
import type { TabProps } from './tabProps';

export function StrategyTab({ draft }: TabProps) {
  return <ReadOnlyTabPanel tab="strategy" draft={draft} />;
}
