import { describe, expect, it } from 'vitest';
import {
  EMBEDDED_EVENTS,
  EMBEDDED_INCOMING_MESSAGES,
  EMBEDDED_MODE_STATES,
  nextEmbeddedState,
  type EmbeddedModeState,
} from './embedded-states';

// Accepted (state + event) pairs and their target, the same with or without external authentication
// unless an `ext:` variant is listed (docs/domain-decisions.md "Embedded mode").
const BOTH: Record<string, EmbeddedModeState> = {
  'ready+loginStart': 'loading',
  'connecting+loginStart': 'loading',
  'loading+loginSuccess': 'connected',
  'ready+setToken': 'loading',
  'connected+sendFile': 'creatingJob',
  'deliveryCreated+sendFile': 'creatingJob',
  'jobCancelled+sendFile': 'creatingJob',
  'connected+loadJob': 'creatingDelivery',
  'deliveryCreated+loadJob': 'creatingDelivery',
  'jobCancelled+loadJob': 'creatingDelivery',
  'connected+packGroupsPending': 'waitingForJob',
  'creatingJob+packGroupsPending': 'waitingForJob',
  'connected+packGroupsCreated': 'creatingDelivery',
  'creatingJob+packGroupsCreated': 'creatingDelivery',
  'waitingForJob+packGroupsCreated': 'creatingDelivery',
  'creatingJob+jobCancel': 'jobCancelled',
  'waitingForJob+jobCancel': 'jobCancelled',
  'creatingDelivery+jobCancel': 'jobCancelled',
  'creatingDelivery+deliveryCreated': 'deliveryCreated',
  'creatingJob+unknownJob': 'done',
  'waitingForJob+unknownJob': 'done',
  'creatingDelivery+unknownJob': 'done',
  ...Object.fromEntries(EMBEDDED_MODE_STATES.filter((s) => s !== 'done').map((s) => [`${s}+finish`, 'done'])),
};
const EXTERNAL: Record<string, EmbeddedModeState> = {
  'loading+initialised': 'ready',
  'loading+loginError': 'ready',
};
const INTERNAL: Record<string, EmbeddedModeState> = {
  'loading+initialised': 'connecting',
  'loading+loginError': 'connecting',
};

describe('embedded mode', () => {
  for (const externalAuth of [false, true]) {
    it(`answers every (state, event) pair ${externalAuth ? 'with' : 'without'} external auth`, () => {
      const expected = { ...BOTH, ...(externalAuth ? EXTERNAL : INTERNAL) };
      for (const state of EMBEDDED_MODE_STATES) {
        for (const event of EMBEDDED_EVENTS) {
          expect(nextEmbeddedState(state, event, { externalAuth }), `${state}+${event}`).toBe(
            expected[`${state}+${event}`],
          );
        }
      }
    });
  }

  it('changes nothing once done', () => {
    for (const event of EMBEDDED_EVENTS) {
      expect(nextEmbeddedState('done', event, { externalAuth: false })).toBeUndefined();
      expect(nextEmbeddedState('done', event, { externalAuth: true })).toBeUndefined();
    }
  });

  it('accepts the incoming messages as events', () => {
    for (const message of EMBEDDED_INCOMING_MESSAGES) expect(EMBEDDED_EVENTS).toContain(message);
  });
});
