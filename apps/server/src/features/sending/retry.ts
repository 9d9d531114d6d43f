import type { Config } from '../../platform/config';

/**
 * When a shipment whose hand-over failed for a passing reason is tried again: base × 2^(attempts-1) seconds
 * after now, at most the maximum (SEND_RETRY_BASE_SECONDS, SEND_RETRY_MAX_SECONDS); null once `attempts` reached
 * SEND_MAX_ATTEMPTS (the shipment is given up).
 */
export function nextAttemptAt(now: Date, attempts: number, settings: Config['sending']): Date | null {
  if (attempts >= settings.maxAttempts) return null;
  const seconds = Math.min(
    settings.retryBaseSeconds * 2 ** Math.max(attempts - 1, 0),
    settings.retryMaxSeconds,
  );
  return new Date(now.getTime() + seconds * 1000);
}
