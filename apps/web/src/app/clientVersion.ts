import { shouldReloadForClientVersion, type AppConfig } from '@postbridge/domain';

const RELOADED_FLAG = 'postbridge.reloadedForClientVersion';

/**
 * docs/product.md §4: the application reloads when the server's latest client version differs from the
 * built-in one. Once per browser tab session only: a server announcing a version this build never reaches
 * must not reload the page forever.
 */
export function reloadIfOutdated(
  config: AppConfig | null | undefined,
  reload: () => void = () => window.location.reload(),
): boolean {
  if (!shouldReloadForClientVersion(config?.latestClientVersion)) return false;
  try {
    if (window.sessionStorage.getItem(RELOADED_FLAG) === config?.latestClientVersion) return false;
    window.sessionStorage.setItem(RELOADED_FLAG, config?.latestClientVersion ?? '');
  } catch {
    return false;
  }
  reload();
  return true;
}
