// What the other features may use of features/lifecycle (docs/architecture.md): everything else is internal.
export { movePackGroups, setCommandsState } from './queries';
