import { SendingSetupError } from '../delivery-context';
import { printDropProvider } from './print-drop';
import type { ProviderAdapter } from './provider';
import { simulatorProvider } from './simulator';
import { smtpProvider } from './smtp';

// The built-in providers, by `channel.providerName`. http-provider and on-premise are not built yet: a delivery of
// a channel naming them (or an unknown name) ends in DELIVERY_CREATION_ERROR with that reason.
const PROVIDERS: ReadonlyMap<string, ProviderAdapter> = new Map(
  [smtpProvider, printDropProvider, simulatorProvider].map((p) => [p.name, p] as const),
);

export function providerFor(providerName: string): ProviderAdapter {
  const provider = PROVIDERS.get(providerName);
  if (!provider) throw new SendingSetupError(`No provider adapter is named ${providerName}.`);
  return provider;
}
