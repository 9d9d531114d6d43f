import { endpoint } from '../contract';
import {
  onPremiseChannelParamsSchema,
  onPremiseOutputFileParamsSchema,
  outputFileFetchedResultSchema,
  waitingOutputFilesResultSchema,
} from '../on-premise';

/**
 * The on-premise print server's calls (docs/api.md "On-premise print"): no session, the channel's external output
 * token in the `x-output-token` header is the credential.
 */
export const onPremiseEndpoints = {
  'onPremise.outputFiles': endpoint({
    method: 'GET',
    path: '/onPremise/:channelId/outputFiles',
    summary: "The channel's output files ready and not fetched yet, oldest first (x-output-token header).",
    access: 'public',
    params: onPremiseChannelParamsSchema,
    response: waitingOutputFilesResultSchema,
  }),
  'onPremise.outputFile': endpoint({
    method: 'GET',
    path: '/onPremise/:channelId/outputFiles/:outputFileId',
    summary: "Downloads one of the channel's output files (x-output-token header).",
    access: 'public',
    kind: 'file',
    params: onPremiseOutputFileParamsSchema,
  }),
  'onPremise.outputFileFetched': endpoint({
    method: 'POST',
    path: '/onPremise/:channelId/outputFiles/:outputFileId/fetched',
    summary: 'The print server has the output file: its shipments are handed over (x-output-token header).',
    access: 'public',
    params: onPremiseOutputFileParamsSchema,
    response: outputFileFetchedResultSchema,
  }),
} as const;
