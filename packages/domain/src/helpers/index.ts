export * from './search-range';
export * from './format-bytes';
export * from './version';
export * from './counters-interval';
export * from './password-expiry';
export * from './box-name';
export * from './job-history';
export * from './display-name';
