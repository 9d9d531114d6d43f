// What the other features (and main.ts) may use of features/mail-returns (docs/architecture.md): everything else
// is internal.
export { startConfiguredBounceReceiver } from './bounce-receiver';
export type { BounceReceiver } from './bounce-receiver';
export { returnHeadersOf } from './return-address';
