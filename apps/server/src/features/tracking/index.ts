// What the other features may use of features/tracking (docs/architecture.md): everything else is internal.
export { openPixelUrl } from './open-tracking';
export { trackingSecretOf } from './tracking-secrets';
