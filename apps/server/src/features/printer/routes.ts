import type { Deps } from '../../platform/deps';
import type { ApiApp } from '../../platform/http/api';
import { route } from '../../platform/http/route';
import { deletePrintedFile, listPrintedFiles, readPrintedFile } from './printed-files';
import { readPrinterConfig, savePrinterConfig } from './printer-config';
import { createPrinterToken, revokePrinterToken } from './printer-token';

// The virtual printer's JSON API (under /api); the printer itself (IPP) is mounted outside it: ipp/ipp-endpoint.ts.
export async function printerRoutes(app: ApiApp, deps: Deps): Promise<void> {
  route(app, 'printer.config', async ({ session }) => readPrinterConfig(deps, session));
  route(app, 'printer.saveConfig', async ({ session, body }) => savePrinterConfig(deps, session, body));
  route(app, 'printer.createToken', async ({ session }) => createPrinterToken(deps, session));
  route(app, 'printer.revokeToken', async ({ session }) => revokePrinterToken(deps, session));
  route(app, 'printer.files', async ({ session }) => listPrintedFiles(deps, session));
  route(app, 'printer.file', async ({ session, params }) =>
    readPrintedFile(deps, session, params.printedFileId),
  );
  route(app, 'printer.deleteFile', async ({ session, params }) =>
    deletePrintedFile(deps, session, params.printedFileId),
  );
}
