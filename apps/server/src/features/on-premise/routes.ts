import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../platform/deps';
import type { ApiApp } from '../../platform/http/api';
import { route } from '../../platform/http/route';
import { sendDownload } from '../../platform/http/send-download';
import { downloadOnPremiseOutputFile } from './download-output-file';
import { listWaitingOutputFiles } from './list-waiting-output-files';
import { markOutputFileFetched } from './mark-output-file-fetched';
import { checkOutputToken, OUTPUT_TOKEN_HEADER } from './output-token-check';

// The on-premise print server's routes (docs/api.md "On-premise print"): no session, the channel's external
// output token in `x-output-token` is the credential, checked before anything is read. Rate-limited like the
// other public routes, per address, generously enough for a server that polls and downloads.

const options = { config: { rateLimit: { max: 600, timeWindow: '15 minutes' } } };

const tokenOf = (request: FastifyRequest) => {
  const value = request.headers[OUTPUT_TOKEN_HEADER];
  return Array.isArray(value) ? value[0] : value;
};

export async function onPremiseRoutes(app: ApiApp, deps: Deps): Promise<void> {
  // First thing of every handler, once the params are validated: every route here has a channelId.
  const authorise = (request: FastifyRequest, channelId: string) =>
    checkOutputToken(deps, channelId, tokenOf(request));

  route(
    app,
    'onPremise.outputFiles',
    async ({ params, request }) => {
      await authorise(request, params.channelId);
      return listWaitingOutputFiles(deps, params.channelId);
    },
    options,
  );

  route(
    app,
    'onPremise.outputFile',
    async ({ params, request, reply }) => {
      await authorise(request, params.channelId);
      return sendDownload(
        reply,
        await downloadOnPremiseOutputFile(deps, params.channelId, params.outputFileId),
      );
    },
    options,
  );

  route(
    app,
    'onPremise.outputFileFetched',
    async ({ params, request }) => {
      await authorise(request, params.channelId);
      return markOutputFileFetched(deps, params.channelId, params.outputFileId);
    },
    options,
  );
}
