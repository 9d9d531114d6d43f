import Fastify from 'fastify';
import { DocumentError } from '@postbridge/documents';
import { expect, it } from 'vitest';
import { errors } from '../errors';
import { installErrorHandling } from './errors';

// Every thrown thing answers the error envelope (docs/api.md "Errors"): what a route throws, typed or not.

const app = Fastify({ logger: false });
installErrorHandling(app);
app.get('/unreadable', () => {
  throw new DocumentError('pdf.invalid', 'Page 2 cannot be read', { page: 2 });
});
app.get('/missing', () => {
  throw errors.notFound('The job');
});
app.get('/bug', () => {
  throw new Error('secret detail of a bug');
});

it('says a stored document that cannot be read is at fault, with its code, not the server', async () => {
  const res = await app.inject({ method: 'GET', url: '/unreadable' });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({
    error: expect.objectContaining({
      code: -2,
      message: 'document: Page 2 cannot be read',
      field: 'document',
      params: expect.objectContaining({ code: 'pdf.invalid' }),
    }),
  });
});

it('answers typed refusals with their code and anything else as a generic error without its detail', async () => {
  expect((await app.inject({ method: 'GET', url: '/missing' })).json().error.code).toBe(-3);
  const bug = await app.inject({ method: 'GET', url: '/bug' });
  expect(bug.statusCode).toBe(500);
  expect(bug.body).not.toContain('secret detail');
});
