import { SendingSetupError } from '../delivery-context';
import { httpProvider } from './http-provider';
import { ippPrintProvider } from './ipp-print';
import { onPremiseProvider } from './on-premise';
import { printDropProvider } from './print-drop';
import type { ProviderAdapter } from './provider';
import { simulatorProvider } from './simulator';
import { smppProvider } from './smpp';
import { smtpProvider } from './smtp';

// The built-in providers, by `channel.providerName`. A delivery of a channel naming another one ends in
// DELIVERY_CREATION_ERROR with that reason.
const PROVIDERS: ReadonlyMap<string, ProviderAdapter> = new Map(
  [
    smtpProvider,
    printDropProvider,
    simulatorProvider,
    httpProvider,
    onPremiseProvider,
    smppProvider,
    ippPrintProvider,
  ].map((p) => [p.name, p] as const),
);

export function providerFor(providerName: string): ProviderAdapter {
  const provider = PROVIDERS.get(providerName);
  if (!provider) throw new SendingSetupError(`No provider adapter is named ${providerName}.`);
  return provider;
}
