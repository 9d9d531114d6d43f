// What the other features and the composition root may use of features/printer (docs/architecture.md).
export { installPrinterEndpoint } from './ipp/ipp-endpoint';
export { registerPrinterTasks } from './register-tasks';
