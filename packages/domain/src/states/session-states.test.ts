import { describe, expect, it } from 'vitest';
import {
  LOGIN_EVENTS,
  LOGIN_STATES,
  SESSION_EVENTS,
  SESSION_STATES,
  nextLoginState,
  nextSessionState,
} from './session-states';

describe('session', () => {
  // docs/product.md §4 "Session": (state, event) → next state; unlisted pairs leave the state as it is.
  const EXPECTED: Record<string, string> = {
    'disconnected+login': 'connected',
    'disconnected+validToken': 'connected',
    'connected+logout': 'disconnected',
    'connected+tokenCheckFailed': 'disconnected',
    'connected+periodicUpdateFailed': 'disconnected',
  };

  it('answers every (state, event) pair', () => {
    for (const state of SESSION_STATES) {
      for (const event of SESSION_EVENTS) {
        expect(nextSessionState(state, event), `${state}+${event}`).toBe(
          EXPECTED[`${state}+${event}`] ?? state,
        );
      }
    }
  });
});

describe('login', () => {
  const EXPECTED: Record<string, string> = {
    'idle+start': 'logging',
    'logging+success': 'logged',
    'logging+error': 'idle',
    'logging+reset': 'idle',
    'logged+reset': 'idle',
  };

  it('answers every (state, event) pair', () => {
    for (const state of LOGIN_STATES) {
      for (const event of LOGIN_EVENTS) {
        expect(nextLoginState(state, event), `${state}+${event}`).toBe(
          EXPECTED[`${state}+${event}`] ?? state,
        );
      }
    }
  });
});
