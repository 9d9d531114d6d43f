import iconv from 'iconv-lite';
import type { Encoding } from '@postbridge/domain';
import { parseDataFile } from '../parse-data-file';
import type { DataParserConfig, DataRecord } from '../types';

const ICONV: Record<Encoding, string> = { 'UTF-8': 'utf8', 'ISO-8859-1': 'latin1', 'CP-1252': 'win1252' };

/** Text encoded as a file of that encoding would be. */
export function encode(text: string, encoding: Encoding = 'UTF-8'): Uint8Array {
  return new Uint8Array(iconv.encode(text, ICONV[encoding]));
}

/** Bytes delivered in small chunks, so multi-byte characters and line breaks straddle chunk boundaries. */
export async function* chunked(bytes: Uint8Array, size = 3): AsyncGenerator<Uint8Array> {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

export async function readAll(config: DataParserConfig, bytes: Uint8Array, chunkSize = 3) {
  const reader = parseDataFile(config, chunked(bytes, chunkSize));
  const records: DataRecord[] = [];
  for await (const record of reader) records.push(record);
  return { records, warnings: reader.warnings, skipped: reader.skipped };
}

/** The DocumentError a read raises (fails the test when none is raised). */
export async function readError(config: DataParserConfig, bytes: Uint8Array) {
  try {
    await readAll(config, bytes);
  } catch (error) {
    return error as { code: string; message: string; details: Record<string, unknown> };
  }
  throw new Error('expected the read to fail');
}
