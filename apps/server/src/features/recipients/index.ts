// What the other features may use of features/recipients (docs/architecture.md): everything else is internal.
export { consentLinkSignerFor, consentLinkSource, serverKey } from './consent-link';
export type { ConsentLinkSigner } from './consent-link';
export { recipientChoicesFor } from './recipient-choices';
export { recordUnsubscribe } from './unsubscribe';
