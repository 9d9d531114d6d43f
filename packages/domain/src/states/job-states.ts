import type { DisplayStatusKind } from '../model/display-status';

// Job (deposit/order) states and their transition table (docs/product.md §4; transitions are ours, see
// docs/domain-decisions.md "Jobs"). The job summarises the *ordering* of its packs; what happens after a
// command passed validation (delivery creation, output, tracking) is followed on the command and shipments.

export const JOB_STATES = [
  'CREATED',
  'PROCESSING',
  'PACK_GROUPS_CREATED',
  'PACK_GROUPS_CREATED_AWAIT_VALIDATION',
  'PACK_GROUPS_CREATED_ERROR',
  'PACK_GROUPS_CREATED_REMAINING',
  'PACK_GROUPS_CREATED_SENT',
  'PROCESSING_ERROR',
  'CANCELLED',
] as const;
export type JobState = (typeof JOB_STATES)[number];

export const JOB_TRANSITIONS = {
  // Files received, processing not started yet; a file found unreadable before start fails it at once.
  CREATED: ['PROCESSING', 'PROCESSING_ERROR', 'CANCELLED'],
  PROCESSING: ['PACK_GROUPS_CREATED', 'PROCESSING_ERROR', 'CANCELLED'],
  // Revalidate re-runs processing (e.g. after the service was fixed).
  PROCESSING_ERROR: ['PROCESSING', 'CANCELLED'],
  // Nothing ordered yet. PROCESSING = revalidate an invalidated deposit (pack groups are rebuilt).
  PACK_GROUPS_CREATED: [
    'PROCESSING',
    'PACK_GROUPS_CREATED_AWAIT_VALIDATION',
    'PACK_GROUPS_CREATED_REMAINING',
    'PACK_GROUPS_CREATED_SENT',
    'CANCELLED',
  ],
  // A command awaits a validator. Validated → REMAINING or SENT; rejected/expired → ERROR; every pack
  // of the job cancelled → CANCELLED; the pending command cancelled while nothing else is ordered → back to
  // PACK_GROUPS_CREATED.
  PACK_GROUPS_CREATED_AWAIT_VALIDATION: [
    'PACK_GROUPS_CREATED',
    'PACK_GROUPS_CREATED_ERROR',
    'PACK_GROUPS_CREATED_REMAINING',
    'PACK_GROUPS_CREATED_SENT',
    'CANCELLED',
  ],
  // Some packs ordered (validation passed), others still to order.
  PACK_GROUPS_CREATED_REMAINING: [
    'PACK_GROUPS_CREATED_AWAIT_VALIDATION',
    'PACK_GROUPS_CREATED_SENT',
    'CANCELLED',
  ],
  // A command was rejected or expired and its recipients are neither freed nor cancelled yet.
  PACK_GROUPS_CREATED_ERROR: [
    'PACK_GROUPS_CREATED',
    'PACK_GROUPS_CREATED_AWAIT_VALIDATION',
    'PACK_GROUPS_CREATED_REMAINING',
    'PACK_GROUPS_CREATED_SENT',
    'CANCELLED',
  ],
  // Every pack is in a command that passed validation: the deposit is done.
  PACK_GROUPS_CREATED_SENT: [],
  CANCELLED: [],
} as const satisfies Record<JobState, readonly JobState[]>;

export function canJobTransition(from: JobState, to: JobState): boolean {
  return (JOB_TRANSITIONS[from] as readonly JobState[]).includes(to);
}

export function isFinalJobState(state: JobState): boolean {
  return JOB_TRANSITIONS[state].length === 0;
}

/** Processing has not finished: the deposit screen keeps polling (docs/product.md §4 "Job creation flow"). */
export const JOB_PENDING_STATES = ['CREATED', 'PROCESSING'] as const satisfies readonly JobState[];

export function isJobPendingState(state: JobState): boolean {
  return (JOB_PENDING_STATES as readonly JobState[]).includes(state);
}

/** Processing finished and produced pack groups (any PACK_GROUPS_CREATED* state). */
export function hasJobPackGroups(state: JobState): boolean {
  return state.startsWith('PACK_GROUPS_CREATED');
}

export type JobPollOutcome = 'pending' | 'ready' | 'failed';

/** What the creation poll does with a job state: keep polling, continue to the pack groups, or show the error. */
export function jobPollOutcome(state: JobState): JobPollOutcome {
  if (isJobPendingState(state)) return 'pending';
  return hasJobPackGroups(state) ? 'ready' : 'failed';
}

export const JOB_STATE_DISPLAY_KINDS = {
  CREATED: 'processing',
  PROCESSING: 'processing',
  PACK_GROUPS_CREATED: 'ready',
  PACK_GROUPS_CREATED_AWAIT_VALIDATION: 'warn',
  PACK_GROUPS_CREATED_ERROR: 'error',
  PACK_GROUPS_CREATED_REMAINING: 'ready',
  PACK_GROUPS_CREATED_SENT: 'ok',
  PROCESSING_ERROR: 'error',
  CANCELLED: 'neutral',
} as const satisfies Record<JobState, DisplayStatusKind>;

/** Events of the job history besides state changes (docs/product.md §4). LOCKED is irreversible. */
export const JOB_HISTORY_EVENT_KINDS = [
  'FROZEN',
  'UNFROZEN',
  'INVALIDATED',
  'REVALIDATED',
  'FILES_PURGED',
  'LOCKED',
] as const;
export type JobHistoryEventKind = (typeof JOB_HISTORY_EVENT_KINDS)[number];

export type JobFlags = { frozen: boolean; invalidated: boolean; filesPurged: boolean; locked: boolean };

export const INITIAL_JOB_FLAGS: JobFlags = {
  frozen: false,
  invalidated: false,
  filesPurged: false,
  locked: false,
};

export type JobEventResult =
  { ok: true; flags: JobFlags } | { ok: false; error: 'jobLocked' | 'eventNotApplicable' };

// Which history event may happen given the flags: a locked job refuses every further event; purged files stay
// purged; freeze/unfreeze and invalidate/revalidate alternate.
export function applyJobHistoryEvent(flags: JobFlags, event: JobHistoryEventKind): JobEventResult {
  if (flags.locked) return { ok: false, error: 'jobLocked' };
  const next = (changed: Partial<JobFlags>, allowed: boolean): JobEventResult =>
    allowed ? { ok: true, flags: { ...flags, ...changed } } : { ok: false, error: 'eventNotApplicable' };
  switch (event) {
    case 'FROZEN':
      return next({ frozen: true }, !flags.frozen);
    case 'UNFROZEN':
      return next({ frozen: false }, flags.frozen);
    case 'INVALIDATED':
      return next({ invalidated: true }, !flags.invalidated);
    case 'REVALIDATED':
      return next({ invalidated: false }, flags.invalidated);
    case 'FILES_PURGED':
      return next({ filesPurged: true }, !flags.filesPurged);
    case 'LOCKED':
      return next({ locked: true }, true);
  }
}
