import type { Service } from '@postbridge/domain';
import type { ServiceDraft } from './serviceDraft';

/** What every tab of the service editor gets: the draft, how to change it, the problems by field path. */
export type TabProps = {
  draft: ServiceDraft;
  change: (patch: Partial<Service>) => void;
  /** The text of the problems found at exactly this path, or undefined. */
  errorAt: (path: string) => string | undefined;
  readOnly: boolean;
};
