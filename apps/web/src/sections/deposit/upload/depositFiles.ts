import type { StoredFile } from '@postbridge/domain';

// The deposit's files and their transfer (docs/product.md §4 "Deposit file transfer: added (loading),
// progress, finalized with fileId, or removed"). A failed upload stays listed with its error until the user
// removes it.

export type DepositFileStatus = 'uploading' | 'done' | 'failed';

export interface DepositFile {
  /** Stable id of this entry in the deposit (not the server's fileId). */
  key: string;
  boxName: string;
  name: string;
  size: number;
  /** The file goes to its box as an apposition (`apposition.<box>.<i>`), not as a document. */
  apposition: boolean;
  status: DepositFileStatus;
  loaded: number;
  total: number;
  /** Set when the upload is finalized. */
  fileId: string | null;
  /** The kind of file the server read from the content (StoredFile.fileType). */
  fileType: string | null;
  /** Why the upload failed (an error to show through useErrorText). */
  error: unknown;
}

/** What a finalized upload brings: the server's id, size and content type (fileType, when known). */
export type FinalizedFile = Pick<StoredFile, 'fileId' | 'size'> & { fileType: string | null };

type DepositFilesAction =
  | { type: 'added'; key: string; boxName: string; name: string; size: number; apposition: boolean }
  | { type: 'progress'; key: string; loaded: number; total: number }
  | { type: 'finalized'; key: string; stored: FinalizedFile }
  | { type: 'failed'; key: string; error: unknown }
  | { type: 'removed'; key: string }
  | { type: 'cleared' };

export function depositFilesReducer(state: DepositFile[], action: DepositFilesAction): DepositFile[] {
  switch (action.type) {
    case 'added':
      return [
        ...state,
        {
          key: action.key,
          boxName: action.boxName,
          name: action.name,
          size: action.size,
          apposition: action.apposition,
          status: 'uploading',
          loaded: 0,
          total: action.size,
          fileId: null,
          fileType: null,
          error: null,
        },
      ];
    case 'progress':
      return state.map((f) =>
        f.key === action.key && f.status === 'uploading'
          ? { ...f, loaded: action.loaded, total: action.total }
          : f,
      );
    case 'finalized':
      return state.map((f) =>
        f.key === action.key
          ? {
              ...f,
              status: 'done',
              loaded: f.total,
              fileId: action.stored.fileId,
              fileType: action.stored.fileType,
              size: action.stored.size,
            }
          : f,
      );
    case 'failed':
      return state.map((f) => (f.key === action.key ? { ...f, status: 'failed', error: action.error } : f));
    case 'removed':
      return state.filter((f) => f.key !== action.key);
    case 'cleared':
      return [];
  }
}

/** Upload progress of one file, 0..100. */
export function percentOf(file: Pick<DepositFile, 'loaded' | 'total' | 'status'>): number {
  if (file.status === 'done') return 100;
  return file.total > 0 ? Math.min(100, Math.round((file.loaded / file.total) * 100)) : 0;
}
