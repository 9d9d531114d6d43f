// What the other features may use of features/pack-groups (docs/architecture.md): everything else is internal.
export { changeJobFrozen } from './job-flags';
export { visiblePackGroups } from './queries';
