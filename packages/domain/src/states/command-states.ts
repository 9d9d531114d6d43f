import type { DisplayStatusKind } from '../model/display-status';

// Delivery command (order) states and actions (docs/product.md §4; the transitions are ours, see
// docs/domain-decisions.md "Delivery commands").

export const DELIVERY_COMMAND_STATES = [
  'AWAIT_VALIDATION',
  'VALIDATED',
  'REJECTED',
  'AUTOMATICALLY_REJECTED',
  'PROCESSING',
  'DELIVERY_CREATION_ERROR',
  'READY',
  'OUTPUTTED',
  'OUTPUT_ERROR',
  'PARTIALLY_CANCELLED',
  'CANCELLED',
] as const;
export type DeliveryCommandState = (typeof DELIVERY_COMMAND_STATES)[number];

export const DELIVERY_COMMAND_ERROR_STATES = [
  'DELIVERY_CREATION_ERROR',
  'OUTPUT_ERROR',
  'REJECTED',
  'CANCELLED',
  'PARTIALLY_CANCELLED',
  'AUTOMATICALLY_REJECTED',
] as const satisfies readonly DeliveryCommandState[];
export type DeliveryCommandErrorState = (typeof DELIVERY_COMMAND_ERROR_STATES)[number];

export function isDeliveryCommandErrorState(state: string): state is DeliveryCommandErrorState {
  return (DELIVERY_COMMAND_ERROR_STATES as readonly string[]).includes(state);
}

// Every error-type state shows as an error badge, so the badge and the Errors counter always agree.
export const DELIVERY_COMMAND_STATE_DISPLAY_KINDS = {
  AWAIT_VALIDATION: 'warn',
  VALIDATED: 'processing',
  REJECTED: 'error',
  AUTOMATICALLY_REJECTED: 'error',
  PROCESSING: 'processing',
  DELIVERY_CREATION_ERROR: 'error',
  READY: 'ready',
  OUTPUTTED: 'ok',
  OUTPUT_ERROR: 'error',
  PARTIALLY_CANCELLED: 'error',
  CANCELLED: 'error',
} as const satisfies Record<DeliveryCommandState, DisplayStatusKind>;

/** A new command awaits validation, or starts VALIDATED when the orderer needs no validator. */
export const DELIVERY_COMMAND_INITIAL_STATES = [
  'AWAIT_VALIDATION',
  'VALIDATED',
] as const satisfies readonly DeliveryCommandState[];

/**
 * free, reject, validate, cancel: user actions of docs/product.md §4. expire: the validation delay ran out.
 * process … failOutput: the worker's progress. partiallyCancel: a cancel that could not stop every output.
 */
export const DELIVERY_COMMAND_ACTIONS = [
  'validate',
  'reject',
  'expire',
  'free',
  'cancel',
  'partiallyCancel',
  'process',
  'complete',
  'failCreation',
  'output',
  'failOutput',
] as const;
export type DeliveryCommandAction = (typeof DELIVERY_COMMAND_ACTIONS)[number];

/** For each action, the states it applies to and the state it leads to. */
export const DELIVERY_COMMAND_ACTION_TRANSITIONS = {
  validate: { AWAIT_VALIDATION: 'VALIDATED' },
  reject: { AWAIT_VALIDATION: 'REJECTED' },
  expire: { AWAIT_VALIDATION: 'AUTOMATICALLY_REJECTED' },
  // Freeing gives a rejected command's recipients back to the job; the command keeps its rejected state.
  free: { REJECTED: 'REJECTED', AUTOMATICALLY_REJECTED: 'AUTOMATICALLY_REJECTED' },
  // docs/product.md §4: cancel is refused only for commands already cancelled or sent. On a partially
  // cancelled command it cancels what can still be stopped, and the command stays partially cancelled.
  cancel: {
    AWAIT_VALIDATION: 'CANCELLED',
    VALIDATED: 'CANCELLED',
    REJECTED: 'CANCELLED',
    AUTOMATICALLY_REJECTED: 'CANCELLED',
    PROCESSING: 'CANCELLED',
    DELIVERY_CREATION_ERROR: 'CANCELLED',
    READY: 'CANCELLED',
    OUTPUT_ERROR: 'CANCELLED',
    PARTIALLY_CANCELLED: 'PARTIALLY_CANCELLED',
  },
  partiallyCancel: { READY: 'PARTIALLY_CANCELLED', OUTPUT_ERROR: 'PARTIALLY_CANCELLED' },
  process: { VALIDATED: 'PROCESSING' },
  complete: { PROCESSING: 'READY' },
  failCreation: { PROCESSING: 'DELIVERY_CREATION_ERROR' },
  // A retried output that succeeds turns OUTPUT_ERROR into OUTPUTTED.
  output: { READY: 'OUTPUTTED', OUTPUT_ERROR: 'OUTPUTTED' },
  failOutput: { READY: 'OUTPUT_ERROR' },
} as const satisfies Record<
  DeliveryCommandAction,
  Partial<Record<DeliveryCommandState, DeliveryCommandState>>
>;

export type DeliveryCommandActionError =
  'alreadyValidated' | 'notPending' | 'cannotFree' | 'cannotCancel' | 'notAllowed';

export type DeliveryCommandStep =
  { ok: true; state: DeliveryCommandState } | { ok: false; error: DeliveryCommandActionError };

/** The states of a command that has passed validation (validate, reject and expire are refused in them). */
export const PAST_VALIDATION_COMMAND_STATES: readonly DeliveryCommandState[] = [
  'VALIDATED',
  'PROCESSING',
  'DELIVERY_CREATION_ERROR',
  'READY',
  'OUTPUTTED',
  'OUTPUT_ERROR',
  'PARTIALLY_CANCELLED',
];

function refusal(state: DeliveryCommandState, action: DeliveryCommandAction): DeliveryCommandActionError {
  switch (action) {
    case 'validate':
    case 'reject':
    case 'expire':
      // 'Your delivery has already been validated.' (docs/product.md §8) when validation is past; otherwise
      // "not pending".
      return PAST_VALIDATION_COMMAND_STATES.includes(state) ? 'alreadyValidated' : 'notPending';
    case 'free':
      return 'cannotFree';
    case 'cancel':
    case 'partiallyCancel':
      return 'cannotCancel';
    default:
      return 'notAllowed';
  }
}

/** The state a command reaches by `action`, or why the action is refused (a label-friendly error code). */
export function nextCommandState(
  state: DeliveryCommandState,
  action: DeliveryCommandAction,
): DeliveryCommandStep {
  const table: Partial<Record<DeliveryCommandState, DeliveryCommandState>> =
    DELIVERY_COMMAND_ACTION_TRANSITIONS[action];
  const next = table[state];
  return next ? { ok: true, state: next } : { ok: false, error: refusal(state, action) };
}

export function canApplyCommandAction(state: DeliveryCommandState, action: DeliveryCommandAction): boolean {
  return nextCommandState(state, action).ok;
}

/** The actions a command accepts in `state`, e.g. to enable buttons. */
export function availableCommandActions(state: DeliveryCommandState): DeliveryCommandAction[] {
  return DELIVERY_COMMAND_ACTIONS.filter((action) => canApplyCommandAction(state, action));
}

/** Whether some action moves a command from `from` to a different state `to`. */
export function canCommandTransition(from: DeliveryCommandState, to: DeliveryCommandState): boolean {
  if (from === to) return false;
  return DELIVERY_COMMAND_ACTIONS.some((action) => {
    const step = nextCommandState(from, action);
    return step.ok && step.state === to;
  });
}

/** No action can change the state any more (an action may still apply without changing it). */
export function isFinalCommandState(state: DeliveryCommandState): boolean {
  return DELIVERY_COMMAND_STATES.every((to) => !canCommandTransition(state, to));
}
