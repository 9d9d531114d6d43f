import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { ok, type ApiApp } from '../../platform/http/api';
import { sendDownload } from '../../platform/http/send-download';
import { downloadOnPremiseOutputFile } from './download-output-file';
import { listWaitingOutputFiles } from './list-waiting-output-files';
import { markOutputFileFetched } from './mark-output-file-fetched';
import { checkOutputToken, OUTPUT_TOKEN_HEADER } from './output-token-check';

// The on-premise print server's routes (docs/api.md "On-premise print"): no session, the channel's external
// output token in `x-output-token` is the credential, checked before anything is read. Rate-limited like the
// other public routes, per address, generously enough for a server that polls and downloads.

const tags = ['onPremise'];
const config = { public: true, rateLimit: { max: 600, timeWindow: '15 minutes' } };
const channelParamsSchema = z.object({ channelId: z.string().min(1).max(200) });
const outputFileParamsSchema = channelParamsSchema.extend({ outputFileId: z.string().min(1).max(200) });
const waitingOutputFileSchema = z.object({
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
const fetchedResultSchema = z.object({ outputFileId: z.string(), handedOver: z.number().int() });

const tokenOf = (req: FastifyRequest) => {
  const value = req.headers[OUTPUT_TOKEN_HEADER];
  return Array.isArray(value) ? value[0] : value;
};

export async function onPremiseRoutes(app: ApiApp, deps: Deps): Promise<void> {
  // Runs after the params are validated: every route here has a channelId.
  const authorise = (req: FastifyRequest) =>
    checkOutputToken(deps, (req.params as { channelId: string }).channelId, tokenOf(req));

  app.get('/onPremise/:channelId/outputFiles', {
    config,
    preHandler: authorise,
    schema: { tags, params: channelParamsSchema, response: { 200: ok(z.array(waitingOutputFileSchema)) } },
    handler: async (req) => ({ result: await listWaitingOutputFiles(deps, req.params.channelId) }),
  });

  app.get('/onPremise/:channelId/outputFiles/:outputFileId', {
    config,
    preHandler: authorise,
    schema: { tags, params: outputFileParamsSchema },
    handler: async (req, reply) =>
      sendDownload(
        reply,
        await downloadOnPremiseOutputFile(deps, req.params.channelId, req.params.outputFileId),
      ),
  });

  app.post('/onPremise/:channelId/outputFiles/:outputFileId/fetched', {
    config,
    preHandler: authorise,
    schema: { tags, params: outputFileParamsSchema, response: { 200: ok(fetchedResultSchema) } },
    handler: async (req) => ({
      result: await markOutputFileFetched(deps, req.params.channelId, req.params.outputFileId),
    }),
  });
}
