// What the other features may use of features/lifecycle (docs/architecture.md): everything else is internal.
export { setCommandsState } from './command-states';
export { movePackGroups } from './pack-group-states';
