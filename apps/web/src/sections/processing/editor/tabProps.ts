import type { Service } from '@postbridge/domain';
import type { ServiceDraft } from './serviceDraft';

/** What every tab of the service editor gets: the draft, how to change it, the problems by field path. */
export type TabProps = {
  draft: ServiceDraft;
  /**
   * Changes the draft: a patch, or a function of the latest draft for a change computed from it (a keystroke may
   * come before the tab has rendered the previous one).
   */
  change: (patch: Partial<Service> | ((draft: ServiceDraft) => Partial<Service>)) => void;
  /** The text of the problems found at exactly this path, or undefined. */
  errorAt: (path: string) => string | undefined;
  readOnly: boolean;
};
