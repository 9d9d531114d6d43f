// What the other features may use of features/seed (docs/architecture.md): everything else is internal.
export { DEMO_ACCOUNTS, seedDemoData } from './demo-data';
