import type { Deps } from '../../platform/deps';
import type { ApiApp } from '../../platform/http/api';

export async function apiKeyRoutes(_app: ApiApp, _deps: Deps): Promise<void> {}
