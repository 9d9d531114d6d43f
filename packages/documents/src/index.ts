// @postbridge/documents: bytes in, bytes out (PDF, data files, archives, addresses, composition).
// Filled by the deposit-engine work; wired into the build, lint and test set-up from the start.
export const DOCUMENTS_PACKAGE = '@postbridge/documents';
