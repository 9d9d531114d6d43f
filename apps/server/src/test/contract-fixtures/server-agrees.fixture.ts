import type { Job } from '@postbridge/domain';
import type { ApiApp } from '../../platform/http/api';
import { route } from '../../platform/http/route';

// Control: a handler answering what the contract declares compiles.
export function register(app: ApiApp, job: Job): void {
  route(app, 'jobs.get', async ({ params }) => ({ ...job, id: params.jobId }));
}
