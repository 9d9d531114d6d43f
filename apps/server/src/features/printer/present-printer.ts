import type { PrintedFile, PrinterConfig, PrinterMode, PrintedFileStatus } from '@postbridge/domain';
import type { Selectable } from 'kysely';
import type { Config } from '../../platform/config';
import type { PrintedFileTable, PrinterSettingTable } from '../../platform/db/schema';

/** Where the printer listens, under the product's public address (outside /api: IPP is not the JSON API). */
export const PRINTER_PATH = '/ipp/print';

/**
 * The printer's addresses from PUBLIC_URL: ipp:// for http, ipps:// for https. The port is always written: an
 * ipp:// address without one means 631, which is not where the product listens.
 */
export function printerAddresses(config: Pick<Config, 'publicUrl'>): { ippUrl: string; httpUrl: string } {
  const url = new URL(config.publicUrl);
  const secure = url.protocol === 'https:';
  const port = url.port || (secure ? '443' : '80');
  const base = url.pathname.replace(/\/+$/, '');
  return {
    ippUrl: `${secure ? 'ipps' : 'ipp'}://${url.hostname}:${port}${base}${PRINTER_PATH}`,
    httpUrl: `${url.protocol}//${url.host}${base}${PRINTER_PATH}`,
  };
}

export function presentPrinterConfig(
  config: Pick<Config, 'publicUrl'>,
  setting: Selectable<PrinterSettingTable> | undefined,
): PrinterConfig {
  return {
    ...printerAddresses(config),
    mode: (setting?.mode ?? 'manual') as PrinterMode,
    serviceId: setting?.service_id ?? null,
    token:
      setting?.token_hash && setting.token_prefix && setting.token_created_at
        ? {
            prefix: setting.token_prefix,
            createdAt: setting.token_created_at,
            lastUsedAt: setting.token_last_used_at,
          }
        : null,
  };
}

export const presentPrintedFile = (row: Selectable<PrintedFileTable>): PrintedFile => ({
  id: row.id,
  fileId: row.stored_file_id,
  name: row.name,
  pages: Number(row.pages),
  size: Number(row.size),
  printedAt: row.printed_at,
  mode: row.mode as PrinterMode,
  status: row.status as PrintedFileStatus,
  jobId: row.job_id,
  commandId: row.command_id,
  error: row.error,
});
