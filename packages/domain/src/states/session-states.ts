// Session and login states of the browser (docs/product.md §4 "Session").

export const SESSION_STATES = ['disconnected', 'connected'] as const;
export type SessionState = (typeof SESSION_STATES)[number];

export const SESSION_EVENTS = [
  'login',
  'validToken',
  'logout',
  'tokenCheckFailed',
  'periodicUpdateFailed',
] as const;
export type SessionEvent = (typeof SESSION_EVENTS)[number];

/** For each event, the states it applies to and where it leads. */
export const SESSION_TRANSITIONS = {
  login: { disconnected: 'connected' },
  validToken: { disconnected: 'connected' },
  logout: { connected: 'disconnected' },
  tokenCheckFailed: { connected: 'disconnected' },
  periodicUpdateFailed: { connected: 'disconnected' },
} as const satisfies Record<SessionEvent, Partial<Record<SessionState, SessionState>>>;

/** The next session state; an event that does not apply leaves the state unchanged. */
export function nextSessionState(state: SessionState, event: SessionEvent): SessionState {
  const table: Partial<Record<SessionState, SessionState>> = SESSION_TRANSITIONS[event];
  return table[state] ?? state;
}

/** Login form progress: logging while the request runs, logged on success, back to idle on error or logout. */
export const LOGIN_STATES = ['idle', 'logging', 'logged'] as const;
export type LoginState = (typeof LOGIN_STATES)[number];

export const LOGIN_EVENTS = ['start', 'success', 'error', 'reset'] as const;
export type LoginEvent = (typeof LOGIN_EVENTS)[number];

export const LOGIN_TRANSITIONS = {
  start: { idle: 'logging' },
  success: { logging: 'logged' },
  error: { logging: 'idle' },
  reset: { logging: 'idle', logged: 'idle' },
} as const satisfies Record<LoginEvent, Partial<Record<LoginState, LoginState>>>;

export function nextLoginState(state: LoginState, event: LoginEvent): LoginState {
  const table: Partial<Record<LoginState, LoginState>> = LOGIN_TRANSITIONS[event];
  return table[state] ?? state;
}
