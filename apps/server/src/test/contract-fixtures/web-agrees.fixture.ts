import { api } from '../../../../web/src/api/api';
import { installFakeApi } from '../../../../web/src/test/fakeApi';
import { makeJob } from '../../../../web/src/sections/manage/details/testData';

// Control: the web reading and faking what the contract declares compiles.
export async function jobName(jobId: string): Promise<string> {
  installFakeApi({ 'GET /jobs/:jobId': { result: makeJob({ id: jobId }) } });
  const job = await api.get('/jobs/:jobId', { params: { jobId } });
  return job.name;
}
