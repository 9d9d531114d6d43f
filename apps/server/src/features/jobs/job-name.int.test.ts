import { afterEach, beforeEach, expect, it } from 'vitest';
import { lettersContext, multipartBody, postDeposit, type LettersContext } from '../../test/deposits';
import { letterBatch } from '../../test/letters';
import { demoLettersService } from '../seed/demo-service';

let c: LettersContext;
beforeEach(async () => {
  c = await lettersContext('admin');
});
afterEach(async () => {
  await c.t.close();
});

it('names the job with the service’s name expression when it has one', async () => {
  const ouId = (
    await c.t.app.inject({ method: 'GET', url: '/api/ou', headers: { 'x-auth-token': c.token } })
  ).json().result[0].id as string;
  const service = {
    ...demoLettersService(ouId),
    name: 'Named letters',
    jobNameEditable: false,
    jobNameExpression: {
      kind: 'concat',
      operands: [
        { kind: 'constant', value: 'Run of ' },
        { kind: 'fileName', fromMain: true },
      ],
    },
  };
  const { payload, headers } = multipartBody({ parameters: JSON.stringify(service) }, []);
  const saved = await c.t.app.inject({
    method: 'POST',
    url: '/api/services',
    payload,
    headers: { ...headers, 'x-auth-token': c.token },
  });
  expect(saved.statusCode).toBe(200);
  const pdf = await letterBatch([['Ada Martin', '12 rue de la Paix', '75002 PARIS']]);
  const res = await postDeposit(c, { serviceId: saved.json().result.id, jobName: 'ignored' }, [
    { field: 'file.letters.0', name: 'november.pdf', content: pdf },
  ]);
  expect(res.json().result.name).toBe('Run of november.pdf');
});
