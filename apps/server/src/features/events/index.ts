// What the other features may use of features/events (docs/architecture.md): everything else is internal. The
// writing side of the event log is platform/events.
export { deleteOldEvents } from './purge-events';
