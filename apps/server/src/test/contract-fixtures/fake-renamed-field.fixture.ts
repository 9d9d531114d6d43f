import { installFakeApi } from '../../../../web/src/test/fakeApi';
import { makeJob } from '../../../../web/src/sections/manage/details/testData';

// A web test's fake server answers a job with `title` instead of `name`: the fake no longer matches the server.
const { name: _renamed, ...rest } = makeJob();
export const install = () => installFakeApi({ 'GET /jobs/:jobId': { result: { ...rest, title: 'x' } } });
