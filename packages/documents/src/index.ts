// @postbridge/documents: bytes in, bytes out (PDF, data files, archives, addresses, composition). No DB, no HTTP.
export * from './fonts';
export * from './errors';
export * from './pdf/index';
export * from './data/types';
export * from './data/parse-data-file';
export * from './archive/zip-limits';
export { inspectZip, type ZipSource } from './archive/inspect-zip';
export * from './archive/extract-zip';
export * from './detect/sniff-file-type';
export * from './detect/box-accepts-file-type';
export * from './address/index';
export * from './contact/index';
export * from './compose/index';
export * from './preflight/index';
