// docs/product.md §5 validation rules: pure functions returning every issue at once (see issues.ts).
export { type ValidationIssue, type ValidationSeverity, compileFullMatch, hasErrors } from './issues';
export * from './messages';
export * from './parser';
export * from './expression';
export * from './service';
export * from './service-references';
export * from './metadata';
export * from './job';
export * from './job-creation';
export * from './ou';
export * from './page-selector';
export * from './channel';
