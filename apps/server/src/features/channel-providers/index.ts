// What the other features may use of features/channel-providers (docs/architecture.md): everything else is internal.
export { channelProviderSettings, channelSecretsOfProvider } from './provider-settings';
export { parseSmppEndpoint, type SmppEndpoint } from './smpp-endpoint';
