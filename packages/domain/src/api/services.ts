// Service configuration and job creation contracts (docs/product.md §3); the rules of docs/product.md §5 are
// in ../validation.
export * from './services/expressions';
export * from './services/box';
export * from './services/service';
export * from './services/job-creation';
export * from './services/test-split';
