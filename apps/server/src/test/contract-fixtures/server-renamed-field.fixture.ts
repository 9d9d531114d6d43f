import type { Job } from '@postbridge/domain';
import type { ApiApp } from '../../platform/http/api';
import { route } from '../../platform/http/route';

// The server renamed the job's `name` to `title`: the route no longer answers what the contract declares.
type RenamedJob = Omit<Job, 'name'> & { title: string };

export function register(app: ApiApp, job: RenamedJob): void {
  route(app, 'jobs.get', async () => job);
}
