// @postbridge/documents: bytes in, bytes out (PDF, data files, archives, addresses, composition). No DB, no HTTP.
export * from './fonts';
