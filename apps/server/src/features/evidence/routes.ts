import type { Deps } from '../../platform/deps';
import type { ApiApp } from '../../platform/http/api';
import { route } from '../../platform/http/route';
import { sendDownload } from '../../platform/http/send-download';
import { downloadEvidenceJson, downloadEvidencePdf } from './download-evidence';
import { evidencePublicKey } from './signing-key';

// Routes of this feature (issue 18); registered in app.ts.
export async function evidenceRoutes(app: ApiApp, deps: Deps): Promise<void> {
  route(app, 'evidence.json', async ({ session, params, reply }) =>
    sendDownload(reply, await downloadEvidenceJson(deps, session, params.shipmentId)),
  );
  route(app, 'evidence.pdf', async ({ session, params, reply }) =>
    sendDownload(reply, await downloadEvidencePdf(deps, session, params.shipmentId)),
  );
  route(app, 'evidence.publicKey', async () => evidencePublicKey(deps));
}
