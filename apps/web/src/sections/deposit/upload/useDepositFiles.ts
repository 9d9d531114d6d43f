import { useCallback, useEffect, useReducer, useRef } from 'react';
import { UploadCancelledError, uploadDepositFile } from '../depositApi';
import { depositFilesReducer, type DepositFile, type FinalizedFile } from './depositFiles';

let lastKey = 0;
const nextKey = () => `f${(lastKey += 1)}`;

interface DepositFilesApi {
  files: DepositFile[];
  /** Starts the upload of each file into the box (POST /files, one call per file). */
  add: (boxName: string, files: readonly File[], apposition: boolean) => void;
  /** Adds a file already stored on the server (the file of a deposit link). */
  addStored: (boxName: string, stored: FinalizedFile & { name: string }) => void;
  /** Removes a file; an upload in progress is cancelled (and its cancellation ignored). */
  remove: (key: string) => void;
}

/** The files of one deposit and their uploads (docs/product.md §4 "Deposit file transfer"). */
export function useDepositFiles(): DepositFilesApi {
  const [files, dispatch] = useReducer(depositFilesReducer, []);
  const uploads = useRef(new Map<string, AbortController>());

  // Leaving the screen cancels what is still being sent.
  useEffect(() => {
    const running = uploads.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const add = useCallback((boxName: string, list: readonly File[], apposition: boolean) => {
    for (const file of list) {
      const key = nextKey();
      const controller = new AbortController();
      uploads.current.set(key, controller);
      dispatch({ type: 'added', key, boxName, name: file.name, size: file.size, apposition });
      uploadDepositFile(file, {
        signal: controller.signal,
        onProgress: (loaded, total) => dispatch({ type: 'progress', key, loaded, total }),
      })
        .then((stored) => dispatch({ type: 'finalized', key, stored }))
        .catch((error: unknown) => {
          // A cancelled upload was removed by the user: nothing to tell (docs/product.md §7).
          if (!(error instanceof UploadCancelledError)) dispatch({ type: 'failed', key, error });
        })
        .finally(() => uploads.current.delete(key));
    }
  }, []);

  const addStored = useCallback((boxName: string, stored: FinalizedFile & { name: string }) => {
    const key = nextKey();
    dispatch({ type: 'added', key, boxName, name: stored.name, size: stored.size, apposition: false });
    dispatch({ type: 'finalized', key, stored });
  }, []);

  const remove = useCallback((key: string) => {
    uploads.current.get(key)?.abort();
    uploads.current.delete(key);
    dispatch({ type: 'removed', key });
  }, []);

  return { files, add, addStored, remove };
}
