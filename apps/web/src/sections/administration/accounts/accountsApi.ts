import { QUERY_KEYS } from '../../../app/queries';

// Query keys of the accounts screen, under the session root (dropped at sign-out).

export const accountKeys = {
  tree: [...QUERY_KEYS.adminAccounts, 'tree'] as const,
  account: (ouId: string) => [...QUERY_KEYS.adminAccounts, 'account', ouId] as const,
  channels: (ouId: string) => [...QUERY_KEYS.adminAccounts, 'channels', ouId] as const,
  allChannels: [...QUERY_KEYS.adminAccounts, 'allChannels'] as const,
};

/** Reads a file's bytes as base64 (the tag list import sends them so that the server decides the encoding). */
export function fileToBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}
