import { ReadOnlyTabPanel } from './ReadOnlyTabs';
import type { TabProps } from './tabProps';

export function ParserTab({ draft }: TabProps) {
  return <ReadOnlyTabPanel tab="parser" draft={draft} />;
}
