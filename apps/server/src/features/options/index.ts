// What the other features may use of features/options (docs/architecture.md): everything else is internal.
export { allOptionTypes, optionValues } from './queries';
