import { api } from '../../../../web/src/api/api';

// The web reads `title`, a field the contract does not have (it was renamed `name` on the server).
export async function jobTitle(jobId: string): Promise<string> {
  const job = await api.get('/jobs/:jobId', { params: { jobId } });
  return job.title;
}
