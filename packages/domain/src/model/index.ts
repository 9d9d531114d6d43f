export * from './service';
export * from './channel-fields';
export * from './expressions';
export * from './recipients';
export * from './ui';
export * from './display-status';
export * from './preflight';
export * from './letter-window';
