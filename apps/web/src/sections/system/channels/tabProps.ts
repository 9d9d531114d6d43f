import type { ChannelDraft } from './channelDraft';

/** What every tab of the channel editor gets: the draft, how to change it, the problems by field path. */
export type ChannelTabProps = {
  draft: ChannelDraft;
  /** A patch, or a function of the latest draft for a change computed from it. */
  change: (patch: Partial<ChannelDraft> | ((draft: ChannelDraft) => Partial<ChannelDraft>)) => void;
  /** The text of the problems found at exactly this path, or undefined. */
  errorAt: (path: string) => string | undefined;
  /** The text of the problems at this path or under it (`workingDays`, `workingDays[2]`), or undefined. */
  errorsWithin: (path: string) => string | undefined;
  readOnly: boolean;
};
