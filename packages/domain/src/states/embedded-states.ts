// Embedded mode: a parent page drives the product through window messages (docs/product.md §4 "Embedded mode
// states"). Decisions beyond the spec are in docs/domain-decisions.md "Embedded mode".

export const EMBEDDED_MODE_STATES = [
  'loading',
  'ready',
  'connecting',
  'connected',
  'creatingJob',
  'waitingForJob',
  'creatingDelivery',
  'done',
  'deliveryCreated',
  'jobCancelled',
] as const;
export type EmbeddedModeState = (typeof EMBEDDED_MODE_STATES)[number];

/** Messages the parent page sends in. */
export const EMBEDDED_INCOMING_MESSAGES = ['sendFile', 'loadJob', 'setToken'] as const;
export type EmbeddedIncomingMessage = (typeof EMBEDDED_INCOMING_MESSAGES)[number];

/** Events posted to the parent page (only to parent URLs configured in the branding). */
export const EMBEDDED_OUTGOING_EVENTS = [
  'ready',
  'connected',
  'jobCreated',
  'jobCancelled',
  'deliveryCreated',
  'done',
] as const;
export type EmbeddedOutgoingEvent = (typeof EMBEDDED_OUTGOING_EVENTS)[number];

export const EMBEDDED_EVENTS = [
  'initialised',
  'loginStart',
  'loginError',
  'loginSuccess',
  ...EMBEDDED_INCOMING_MESSAGES,
  'packGroupsPending',
  'packGroupsCreated',
  'jobCancel',
  'deliveryCreated',
  'unknownJob',
  'finish',
] as const;
export type EmbeddedEvent = (typeof EMBEDDED_EVENTS)[number];

/** A target that depends on whether the frame runs with external authentication. */
type ByAuth = { externalAuth: EmbeddedModeState; otherwise: EmbeddedModeState };
type Target = EmbeddedModeState | ByAuth;

const IN_DEPOSIT = ['creatingJob', 'waitingForJob', 'creatingDelivery'] as const;
const allTo = <T extends EmbeddedModeState>(states: readonly EmbeddedModeState[], to: T) =>
  Object.fromEntries(states.map((s) => [s, to])) as Partial<Record<EmbeddedModeState, T>>;

/** For each event, the states it applies to and where it leads. `done` accepts nothing. */
export const EMBEDDED_TRANSITIONS: Record<EmbeddedEvent, Partial<Record<EmbeddedModeState, Target>>> = {
  initialised: { loading: { externalAuth: 'ready', otherwise: 'connecting' } },
  loginStart: { ready: 'loading', connecting: 'loading' },
  loginError: { loading: { externalAuth: 'ready', otherwise: 'connecting' } },
  loginSuccess: { loading: 'connected' },
  // Accepted when connected, or after the previous deposit ended (delivery created or job cancelled).
  sendFile: { connected: 'creatingJob', deliveryCreated: 'creatingJob', jobCancelled: 'creatingJob' },
  loadJob: {
    connected: 'creatingDelivery',
    deliveryCreated: 'creatingDelivery',
    jobCancelled: 'creatingDelivery',
  },
  // setToken logs in with the given token: the same as a login start, accepted only when ready.
  setToken: { ready: 'loading' },
  packGroupsPending: { connected: 'waitingForJob', creatingJob: 'waitingForJob' },
  packGroupsCreated: {
    connected: 'creatingDelivery',
    creatingJob: 'creatingDelivery',
    waitingForJob: 'creatingDelivery',
  },
  jobCancel: allTo(IN_DEPOSIT, 'jobCancelled'),
  deliveryCreated: { creatingDelivery: 'deliveryCreated' },
  unknownJob: allTo(IN_DEPOSIT, 'done'),
  finish: allTo(
    EMBEDDED_MODE_STATES.filter((s) => s !== 'done'),
    'done',
  ),
};

/** The next embedded state, or undefined when the event is not accepted in `state` (the caller ignores it). */
export function nextEmbeddedState(
  state: EmbeddedModeState,
  event: EmbeddedEvent,
  context: { externalAuth: boolean },
): EmbeddedModeState | undefined {
  const target = EMBEDDED_TRANSITIONS[event][state];
  if (target === undefined || typeof target === 'string') return target;
  return context.externalAuth ? target.externalAuth : target.otherwise;
}
