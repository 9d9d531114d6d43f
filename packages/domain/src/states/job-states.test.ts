import { describe, expect, it } from 'vitest';
import {
  INITIAL_JOB_FLAGS,
  JOB_HISTORY_EVENT_KINDS,
  JOB_STATES,
  JOB_STATE_DISPLAY_KINDS,
  applyJobHistoryEvent,
  canJobTransition,
  hasJobPackGroups,
  isFinalJobState,
  isJobPendingState,
  jobPollOutcome,
  type JobFlags,
  type JobState,
} from './job-states';

// Every allowed job transition, written out independently of the table: any change to the table must
// change this list too (docs/domain-decisions.md "Jobs").
const ALLOWED = new Set([
  'CREATED>PROCESSING',
  'CREATED>PROCESSING_ERROR',
  'CREATED>CANCELLED',
  'PROCESSING>PACK_GROUPS_CREATED',
  'PROCESSING>PROCESSING_ERROR',
  'PROCESSING>CANCELLED',
  'PROCESSING_ERROR>PROCESSING',
  'PROCESSING_ERROR>CANCELLED',
  'PACK_GROUPS_CREATED>PROCESSING',
  'PACK_GROUPS_CREATED>PACK_GROUPS_CREATED_AWAIT_VALIDATION',
  'PACK_GROUPS_CREATED>PACK_GROUPS_CREATED_REMAINING',
  'PACK_GROUPS_CREATED>PACK_GROUPS_CREATED_SENT',
  'PACK_GROUPS_CREATED>CANCELLED',
  'PACK_GROUPS_CREATED_AWAIT_VALIDATION>PACK_GROUPS_CREATED',
  'PACK_GROUPS_CREATED_AWAIT_VALIDATION>PACK_GROUPS_CREATED_ERROR',
  'PACK_GROUPS_CREATED_AWAIT_VALIDATION>PACK_GROUPS_CREATED_REMAINING',
  'PACK_GROUPS_CREATED_AWAIT_VALIDATION>PACK_GROUPS_CREATED_SENT',
  'PACK_GROUPS_CREATED_AWAIT_VALIDATION>CANCELLED',
  'PACK_GROUPS_CREATED_REMAINING>PACK_GROUPS_CREATED_AWAIT_VALIDATION',
  'PACK_GROUPS_CREATED_REMAINING>PACK_GROUPS_CREATED_SENT',
  'PACK_GROUPS_CREATED_REMAINING>CANCELLED',
  'PACK_GROUPS_CREATED_ERROR>PACK_GROUPS_CREATED',
  'PACK_GROUPS_CREATED_ERROR>PACK_GROUPS_CREATED_AWAIT_VALIDATION',
  'PACK_GROUPS_CREATED_ERROR>PACK_GROUPS_CREATED_REMAINING',
  'PACK_GROUPS_CREATED_ERROR>PACK_GROUPS_CREATED_SENT',
  'PACK_GROUPS_CREATED_ERROR>CANCELLED',
]);

describe('job transitions', () => {
  it('allows exactly the listed (from, to) pairs among all 81', () => {
    for (const from of JOB_STATES) {
      for (const to of JOB_STATES) {
        expect(canJobTransition(from, to), `${from} → ${to}`).toBe(ALLOWED.has(`${from}>${to}`));
      }
    }
  });

  it('has SENT and CANCELLED as its only final states', () => {
    expect(JOB_STATES.filter(isFinalJobState)).toEqual(['PACK_GROUPS_CREATED_SENT', 'CANCELLED']);
  });

  it('lets every other state be cancelled directly', () => {
    for (const state of JOB_STATES.filter((s) => !isFinalJobState(s))) {
      expect(canJobTransition(state, 'CANCELLED'), state).toBe(true);
    }
  });

  it('reaches every state from CREATED', () => {
    const seen = new Set<JobState>(['CREATED']);
    const queue: JobState[] = ['CREATED'];
    while (queue.length > 0) {
      const from = queue.shift()!;
      for (const to of JOB_STATES) {
        if (canJobTransition(from, to) && !seen.has(to)) {
          seen.add(to);
          queue.push(to);
        }
      }
    }
    expect([...seen].sort()).toEqual([...JOB_STATES].sort());
  });

  it('never goes back to CREATED', () => {
    for (const from of JOB_STATES) expect(canJobTransition(from, 'CREATED')).toBe(false);
  });
});

describe('job creation polling', () => {
  it('keeps polling while CREATED or PROCESSING', () => {
    expect(JOB_STATES.filter(isJobPendingState)).toEqual(['CREATED', 'PROCESSING']);
  });

  it('continues on any pack-groups state and fails otherwise', () => {
    const outcomes = Object.fromEntries(JOB_STATES.map((s) => [s, jobPollOutcome(s)]));
    expect(outcomes).toEqual({
      CREATED: 'pending',
      PROCESSING: 'pending',
      PACK_GROUPS_CREATED: 'ready',
      PACK_GROUPS_CREATED_AWAIT_VALIDATION: 'ready',
      PACK_GROUPS_CREATED_ERROR: 'ready',
      PACK_GROUPS_CREATED_REMAINING: 'ready',
      PACK_GROUPS_CREATED_SENT: 'ready',
      PROCESSING_ERROR: 'failed',
      CANCELLED: 'failed',
    });
    expect(JOB_STATES.filter(hasJobPackGroups)).toHaveLength(5);
  });
});

describe('job display kinds', () => {
  it('shows errors as errors and the finished deposit as ok', () => {
    const errors = JOB_STATES.filter((s) => JOB_STATE_DISPLAY_KINDS[s] === 'error');
    expect(errors).toEqual(['PACK_GROUPS_CREATED_ERROR', 'PROCESSING_ERROR']);
    expect(JOB_STATE_DISPLAY_KINDS.PACK_GROUPS_CREATED_SENT).toBe('ok');
    expect(JOB_STATE_DISPLAY_KINDS.PACK_GROUPS_CREATED_AWAIT_VALIDATION).toBe('warn');
  });
});

describe('job history events', () => {
  const flags = (changed: Partial<JobFlags> = {}): JobFlags => ({ ...INITIAL_JOB_FLAGS, ...changed });

  it('applies each event on a fresh job as expected', () => {
    const results = Object.fromEntries(
      JOB_HISTORY_EVENT_KINDS.map((e) => [e, applyJobHistoryEvent(flags(), e)]),
    );
    expect(results).toEqual({
      FROZEN: { ok: true, flags: flags({ frozen: true }) },
      UNFROZEN: { ok: false, error: 'eventNotApplicable' },
      INVALIDATED: { ok: true, flags: flags({ invalidated: true }) },
      REVALIDATED: { ok: false, error: 'eventNotApplicable' },
      FILES_PURGED: { ok: true, flags: flags({ filesPurged: true }) },
      LOCKED: { ok: true, flags: flags({ locked: true }) },
    });
  });

  it('alternates freeze/unfreeze and invalidate/revalidate', () => {
    expect(applyJobHistoryEvent(flags({ frozen: true }), 'FROZEN')).toEqual({
      ok: false,
      error: 'eventNotApplicable',
    });
    expect(applyJobHistoryEvent(flags({ frozen: true }), 'UNFROZEN')).toEqual({ ok: true, flags: flags() });
    expect(applyJobHistoryEvent(flags({ invalidated: true }), 'INVALIDATED').ok).toBe(false);
    expect(applyJobHistoryEvent(flags({ invalidated: true }), 'REVALIDATED')).toEqual({
      ok: true,
      flags: flags(),
    });
  });

  it('never purges twice', () => {
    expect(applyJobHistoryEvent(flags({ filesPurged: true }), 'FILES_PURGED').ok).toBe(false);
  });

  it('refuses every event once locked (locking is irreversible)', () => {
    const locked = flags({ locked: true, frozen: true, invalidated: true });
    for (const event of JOB_HISTORY_EVENT_KINDS) {
      expect(applyJobHistoryEvent(locked, event)).toEqual({ ok: false, error: 'jobLocked' });
    }
  });

  it('does not change the flags it is given', () => {
    const before = flags();
    applyJobHistoryEvent(before, 'FROZEN');
    expect(before).toEqual(INITIAL_JOB_FLAGS);
  });
});
