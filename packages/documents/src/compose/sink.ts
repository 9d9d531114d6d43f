import fs from 'node:fs';
import type { Writable } from 'node:stream';
import type { ByteSink } from '../pdf/pdf-stream-writer';

/**
 * Where a composed PDF goes: a file path (created or replaced; removed again when composition fails), or a
 * writable stream, which is left open for the caller to end.
 */
export type ComposeSink = string | Writable;

type OpenSink = { write: ByteSink; close(): Promise<void>; abort(): Promise<void> };

export function openSink(sink: ComposeSink): OpenSink {
  const path = typeof sink === 'string' ? sink : null;
  const stream = path === null ? (sink as Writable) : fs.createWriteStream(path);
  let failure: Error | null = null;
  // Without a listener an 'error' event would end the process; the next write or close reports it instead.
  const onError = (error: Error) => {
    failure ??= error;
  };
  stream.on('error', onError);
  const done = () => stream.off('error', onError);
  return {
    write: (chunk) =>
      new Promise<void>((resolve, reject) => {
        if (failure) return reject(failure);
        stream.write(chunk, (error) => (error ? reject(error) : resolve()));
      }),
    async close() {
      if (path !== null) await new Promise<void>((resolve) => stream.end(resolve));
      done();
      if (failure) throw failure;
    },
    async abort() {
      done();
      if (path === null) return;
      stream.destroy();
      await fs.promises.rm(path, { force: true });
    },
  };
}
