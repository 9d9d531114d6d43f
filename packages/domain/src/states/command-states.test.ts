import { describe, expect, it } from 'vitest';
import {
  DELIVERY_COMMAND_ACTIONS,
  DELIVERY_COMMAND_ERROR_STATES,
  DELIVERY_COMMAND_INITIAL_STATES,
  DELIVERY_COMMAND_STATES,
  DELIVERY_COMMAND_STATE_DISPLAY_KINDS,
  availableCommandActions,
  canApplyCommandAction,
  canCommandTransition,
  isDeliveryCommandErrorState,
  isFinalCommandState,
  nextCommandState,
  type DeliveryCommandAction,
  type DeliveryCommandState,
} from './command-states';
import { englishLabels } from '../labels/index';

// Accepted actions per state and where they lead, written out independently of the table
// (docs/domain-decisions.md "Delivery commands"). Every action not listed must be refused.
const ACCEPTED: Record<DeliveryCommandState, Partial<Record<DeliveryCommandAction, DeliveryCommandState>>> = {
  AWAIT_VALIDATION: {
    validate: 'VALIDATED',
    reject: 'REJECTED',
    expire: 'AUTOMATICALLY_REJECTED',
    cancel: 'CANCELLED',
  },
  VALIDATED: { cancel: 'CANCELLED', process: 'PROCESSING' },
  REJECTED: { free: 'REJECTED', cancel: 'CANCELLED' },
  AUTOMATICALLY_REJECTED: { free: 'AUTOMATICALLY_REJECTED', cancel: 'CANCELLED' },
  PROCESSING: { cancel: 'CANCELLED', complete: 'READY', failCreation: 'DELIVERY_CREATION_ERROR' },
  DELIVERY_CREATION_ERROR: { cancel: 'CANCELLED' },
  READY: {
    cancel: 'CANCELLED',
    partiallyCancel: 'PARTIALLY_CANCELLED',
    output: 'OUTPUTTED',
    failOutput: 'OUTPUT_ERROR',
  },
  OUTPUTTED: {},
  OUTPUT_ERROR: { cancel: 'CANCELLED', partiallyCancel: 'PARTIALLY_CANCELLED', output: 'OUTPUTTED' },
  PARTIALLY_CANCELLED: { cancel: 'PARTIALLY_CANCELLED' },
  CANCELLED: {},
};

// States in which validating, rejecting or expiring answers "already validated" rather than "not pending".
const PAST_VALIDATION = new Set<DeliveryCommandState>([
  'VALIDATED',
  'PROCESSING',
  'DELIVERY_CREATION_ERROR',
  'READY',
  'OUTPUTTED',
  'OUTPUT_ERROR',
  'PARTIALLY_CANCELLED',
]);

function expectedRefusal(state: DeliveryCommandState, action: DeliveryCommandAction): string {
  if (action === 'validate' || action === 'reject' || action === 'expire') {
    return PAST_VALIDATION.has(state) ? 'alreadyValidated' : 'notPending';
  }
  if (action === 'free') return 'cannotFree';
  if (action === 'cancel' || action === 'partiallyCancel') return 'cannotCancel';
  return 'notAllowed';
}

describe('nextCommandState', () => {
  it('answers every (state, action) pair as listed', () => {
    for (const state of DELIVERY_COMMAND_STATES) {
      for (const action of DELIVERY_COMMAND_ACTIONS) {
        const next = ACCEPTED[state][action];
        const expected = next
          ? { ok: true, state: next }
          : { ok: false, error: expectedRefusal(state, action) };
        expect(nextCommandState(state, action), `${state} + ${action}`).toEqual(expected);
        expect(canApplyCommandAction(state, action)).toBe(next !== undefined);
      }
    }
  });

  it('lists the available actions of a state in action order', () => {
    expect(availableCommandActions('AWAIT_VALIDATION')).toEqual(['validate', 'reject', 'expire', 'cancel']);
    expect(availableCommandActions('OUTPUTTED')).toEqual([]);
    expect(availableCommandActions('PARTIALLY_CANCELLED')).toEqual(['cancel']);
  });
});

describe('docs/product.md §4 rules on user actions', () => {
  it('refuses cancel only for commands already cancelled or sent', () => {
    const refused = DELIVERY_COMMAND_STATES.filter((s) => !canApplyCommandAction(s, 'cancel'));
    expect(refused).toEqual(['OUTPUTTED', 'CANCELLED']);
  });

  it('validates and rejects only pending commands', () => {
    for (const action of ['validate', 'reject'] as const) {
      expect(DELIVERY_COMMAND_STATES.filter((s) => canApplyCommandAction(s, action))).toEqual([
        'AWAIT_VALIDATION',
      ]);
    }
  });

  it('frees only rejected commands, which stay rejected', () => {
    expect(DELIVERY_COMMAND_STATES.filter((s) => canApplyCommandAction(s, 'free'))).toEqual([
      'REJECTED',
      'AUTOMATICALLY_REJECTED',
    ]);
  });

  it("says 'already validated' when validating twice", () => {
    expect(nextCommandState('VALIDATED', 'validate')).toEqual({ ok: false, error: 'alreadyValidated' });
  });
});

describe('canCommandTransition', () => {
  it('matches the state changes of the accepted actions, self-loops excluded', () => {
    for (const from of DELIVERY_COMMAND_STATES) {
      const targets = new Set(Object.values(ACCEPTED[from]).filter((to) => to !== from));
      for (const to of DELIVERY_COMMAND_STATES) {
        expect(canCommandTransition(from, to), `${from} → ${to}`).toBe(targets.has(to));
      }
    }
  });

  it('reaches every state from the initial states', () => {
    const seen = new Set<DeliveryCommandState>(DELIVERY_COMMAND_INITIAL_STATES);
    const queue = [...seen];
    while (queue.length > 0) {
      const from = queue.shift()!;
      for (const to of DELIVERY_COMMAND_STATES) {
        if (canCommandTransition(from, to) && !seen.has(to)) {
          seen.add(to);
          queue.push(to);
        }
      }
    }
    expect(seen.size).toBe(DELIVERY_COMMAND_STATES.length);
  });

  it('has OUTPUTTED, PARTIALLY_CANCELLED and CANCELLED as final states', () => {
    expect(DELIVERY_COMMAND_STATES.filter(isFinalCommandState)).toEqual([
      'OUTPUTTED',
      'PARTIALLY_CANCELLED',
      'CANCELLED',
    ]);
  });
});

describe('error states, labels and display', () => {
  it('has the six error-type states of the spec', () => {
    expect([...DELIVERY_COMMAND_ERROR_STATES].sort()).toEqual([
      'AUTOMATICALLY_REJECTED',
      'CANCELLED',
      'DELIVERY_CREATION_ERROR',
      'OUTPUT_ERROR',
      'PARTIALLY_CANCELLED',
      'REJECTED',
    ]);
    expect(DELIVERY_COMMAND_STATES.filter(isDeliveryCommandErrorState)).toHaveLength(6);
    expect(isDeliveryCommandErrorState('READY')).toBe(false);
    expect(isDeliveryCommandErrorState('SOMETHING')).toBe(false);
  });

  it('shows a state as an error exactly when it is an error-type state', () => {
    for (const state of DELIVERY_COMMAND_STATES) {
      expect(DELIVERY_COMMAND_STATE_DISPLAY_KINDS[state] === 'error', state).toBe(
        isDeliveryCommandErrorState(state),
      );
    }
  });

  it('is shown with the display labels of the spec, each state its own', () => {
    const label = (state: DeliveryCommandState) => englishLabels[`status.command.${state}`];
    expect(label('AWAIT_VALIDATION')).toBe('Pending');
    expect(label('AUTOMATICALLY_REJECTED')).toBe('Expired');
    expect(label('OUTPUTTED')).toBe('Sent');
    expect(new Set(DELIVERY_COMMAND_STATES.map(label)).size).toBe(DELIVERY_COMMAND_STATES.length);
  });
});
