// Public surface of @postbridge/domain: pure rules and data shared by server and web. No I/O here.
export * from './api/index';
export * from './labels/index';
