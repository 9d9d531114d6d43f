export * from './envelope';
export * from './auth';
export * from './app';
export * from './ou';
export * from './counters';
export * from './files';
export * from './services';
