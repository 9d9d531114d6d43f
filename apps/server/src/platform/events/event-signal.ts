import { EventEmitter } from 'node:events';

// The in-process wake-up of the event streams (docs/api.md "Events"): appendEvents signals as it writes, the
// streams of this process then read the log again. The write is not committed yet when the signal fires (a
// transaction has no after-commit hook in Kysely), so a woken stream reads again shortly after and its 1 s poll
// catches what a longer transaction, or another process (a `work` process), commits.

const signal = new EventEmitter();
signal.setMaxListeners(0);

export function signalAppended(): void {
  signal.emit('appended');
}

/** Calls `listener` on each append in this process; answers the function that stops it. */
export function onAppended(listener: () => void): () => void {
  signal.on('appended', listener);
  return () => signal.off('appended', listener);
}
