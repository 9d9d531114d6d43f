import { ReadOnlyTabPanel } from './ReadOnlyTabs';
import type { TabProps } from './tabProps';

export function ChannelsTab({ draft }: TabProps) {
  return <ReadOnlyTabPanel tab="channels" draft={draft} />;
}
