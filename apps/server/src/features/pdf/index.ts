// What the other features may use of features/pdf (docs/architecture.md): everything else is internal.
export { THUMBNAIL_WORK } from './pdf-work';
