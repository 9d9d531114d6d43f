// What the other features may use of features/my-account (docs/architecture.md): everything else is internal.
export { checkedEmail, checkedPhone } from './check-contact';
export { mailCountryOf } from './queries';
