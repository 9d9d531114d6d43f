export * from './job-states';
export * from './command-states';
export * from './shipment-states';
export * from './shipment-status-codes';
export * from './session-states';
export * from './embedded-states';
export * from './dashboard-counters';
export * from './embedded-messages';
