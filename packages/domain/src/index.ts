// Public surface of @postbridge/domain: pure rules and data shared by server and web. No I/O here.
export * from './api/index';
export * from './labels/index';
export * from './model/index';
export * from './states/index';
export * from './permissions';
export * from './role-templates';
export * from './api/groups';
export * from './constants';
export * from './helpers/index';
export * from './validation/index';
export * from './expressions/index';
export * from './calendar';
export * from './costs/index';
export * from './api/my-account';
export * from './api/address-book';
export * from './api/library';
export * from './password-strength';
