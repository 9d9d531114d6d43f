import { makePrintOutput } from './print-output';
import type { ProviderAdapter } from './provider';

/**
 * `on-premise`: print output composed as print-drop composes it (PDF + manifest per batch), pushed nowhere: the
 * on-premise print server fetches it with the channel's external output token (features/on-premise). A send
 * pass leaves the shipments at 300, not handed over (the delivery stays READY); marking a file fetched hands
 * its shipments over (external id = nuid, 400 in production) and queues a send pass that settles the delivery
 * and the command (OUTPUTTED). docs/domain-decisions.md "Sending".
 */
export const onPremiseProvider: ProviderAdapter = {
  name: 'on-premise',
  prepare: makePrintOutput,
  async send() {
    // Nothing to push: the print server comes for the files.
  },
};
