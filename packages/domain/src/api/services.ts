// Service configuration and job creation contracts (spec §3); the rules of spec §5 are in ../validation.
export * from './services/expressions';
export * from './services/box';
export * from './services/service';
export * from './services/job-creation';
