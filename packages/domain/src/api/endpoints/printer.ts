import { endpoint } from '../contract';
import { okResultSchema } from '../auth';
import {
  newPrinterTokenSchema,
  printedFileListSchema,
  printedFileParamsSchema,
  printedFileSchema,
  printerConfigSchema,
  savePrinterConfigBodySchema,
} from '../printer';

/** The virtual printer: printer tokens, printed files and their deposit (docs/api.md "Virtual printer"). */
export const printerEndpoints = {
  'printer.config': endpoint({
    method: 'GET',
    path: '/printer/config',
    summary:
      "The caller's virtual printer: its address, their printer mode and service, their token's public part.",
    access: 'session',
    response: printerConfigSchema,
  }),
  'printer.saveConfig': endpoint({
    method: 'POST',
    path: '/printer/config',
    summary:
      "Sets the caller's printer mode (manual, automated, async) and the service automated printing uses.",
    access: 'session',
    body: savePrinterConfigBodySchema,
    response: printerConfigSchema,
  }),
  'printer.createToken': endpoint({
    method: 'POST',
    path: '/printer/token',
    summary: "Makes the caller's printer token (shown this once), replacing the previous one.",
    access: 'session',
    response: newPrinterTokenSchema,
  }),
  'printer.revokeToken': endpoint({
    method: 'DELETE',
    path: '/printer/token',
    summary: "Revokes the caller's printer token: the printer refuses their jobs until a new one is made.",
    access: 'session',
    response: okResultSchema,
  }),
  'printer.files': endpoint({
    method: 'GET',
    path: '/printer/files',
    summary: 'The files the caller printed, newest first, with where each stands.',
    access: 'session',
    response: printedFileListSchema,
  }),
  'printer.file': endpoint({
    method: 'GET',
    path: '/printer/files/:printedFileId',
    summary: 'One printed file of the caller.',
    access: 'session',
    params: printedFileParamsSchema,
    response: printedFileSchema,
  }),
  'printer.deleteFile': endpoint({
    method: 'DELETE',
    path: '/printer/files/:printedFileId',
    summary: 'Deletes a printed file that no deposit holds.',
    access: 'session',
    params: printedFileParamsSchema,
    response: okResultSchema,
  }),
} as const;
