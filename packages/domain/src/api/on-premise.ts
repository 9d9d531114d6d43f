import { z } from 'zod';

// The on-premise print server's calls (docs/api.md "On-premise print"): no session, the channel's external output
// token in `x-output-token` is the credential.

export const onPremiseChannelParamsSchema = z.object({ channelId: z.string().min(1).max(200) });
export const onPremiseOutputFileParamsSchema = onPremiseChannelParamsSchema.extend({
  outputFileId: z.string().min(1).max(200),
});

/** An output file waiting for the print server, with what it holds. */
export const waitingOutputFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number(),
  sha256: z.string(),
  createdAt: z.string(),
  pages: z.number().int(),
  sheets: z.number().int(),
  shipments: z.number().int(),
  manifest: z.record(z.string(), z.unknown()).nullable(),
});
export const waitingOutputFilesResultSchema = z.array(waitingOutputFileSchema);

/** POST …/fetched: the output file handed over, and how many of its shipments it moved on. */
export const outputFileFetchedResultSchema = z.object({
  outputFileId: z.string(),
  handedOver: z.number().int(),
});
