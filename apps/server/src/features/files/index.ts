// What the other features may use of features/files (docs/architecture.md): everything else is internal.
export { discardUploads } from './discard-uploads';
export { downloadFile } from './files';
export { presentStoredFile } from './present-stored-file';
export { insertStoredFile, visibleStoredFile } from './queries';
export { cleanFileName, putReceivedFile, storeReceivedFile } from './store-file';
export { uploadFile } from './upload-file';
