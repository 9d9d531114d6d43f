// What the other features may use of features/i18n (docs/architecture.md): everything else is internal.
export { labelsWithOverrides } from './read-labels';
