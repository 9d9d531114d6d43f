// What the other features may use of features/recipients (docs/architecture.md): everything else is internal.
export { serverKey } from './consent-link';
export { recipientChoicesFor } from './recipient-choices';
