// What the other features may use of features/counters (docs/architecture.md): everything else is internal.
export { rangeOf } from './counters';
export type { Range } from './queries';
