import { endpoints } from '@postbridge/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../openapi-document';
import { createTestContext, type TestContext } from '../../test/test-deps';

// The OpenAPI document as integrators and the SDK read it (docs/api.md "SDK"); Redocly's lint of it runs in
// `npm run check` (packages/sdk/scripts/generate.ts).

type Operation = {
  operationId: string;
  description?: string;
  security?: unknown[];
  requestBody?: { content: Record<string, { example?: unknown }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { example?: unknown }> }>;
};
type Document = {
  openapi: string;
  info: { license?: { identifier?: string } };
  servers: unknown[];
  components: {
    schemas: Record<string, { description?: string }>;
    responses: Record<string, unknown>;
    securitySchemes: Record<string, unknown>;
  };
  paths: Record<string, Record<string, Operation>>;
};

let t: TestContext | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function served(): Promise<Document> {
  t = await createTestContext({ seed: false });
  return (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Document;
}

const operations = (doc: Document) =>
  Object.fromEntries(
    Object.values(doc.paths).flatMap((methods) => Object.values(methods).map((op) => [op.operationId, op])),
  );

describe('the OpenAPI document', () => {
  it('describes every operation of the endpoint table with who may call it', async () => {
    const byId = operations(await served());
    expect(Object.keys(byId).sort()).toEqual(Object.keys(endpoints).sort());
    for (const [id, op] of Object.entries(byId)) expect(op.description, id).toContain('**Who may call:**');
    expect(byId['jobs.create']!.description).toContain(
      'permissions `createOrders` (an API key with the scope `deposit` or `order`)',
    );
    expect(byId['jobs.get']!.description).toContain('Any signed-in caller');
    expect(byId['auth.authenticate']!.description).toContain('Public: needs no token.');
    expect(byId['deliveries.commandValidate']!.description).toContain('Idempotency-Key');
  });

  it('names its refusals: the Error component with the codes, as reusable responses', async () => {
    const doc = await served();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.license?.identifier).toBe('AGPL-3.0-or-later');
    expect(doc.servers).toHaveLength(1);
    expect(doc.components.schemas.Error?.description).toContain('| -13 | 409 | edition conflict |');
    const byId = operations(doc);
    const refusals = (id: string) =>
      Object.fromEntries(Object.entries(byId[id]!.responses).filter(([status]) => status !== '200'));
    expect(refusals('deliveries.commandValidate')).toEqual({
      '400': { $ref: '#/components/responses/BadRequest' },
      '401': { $ref: '#/components/responses/Unauthenticated' },
      '403': { $ref: '#/components/responses/Forbidden' },
      '404': { $ref: '#/components/responses/NotFound' },
      '409': { $ref: '#/components/responses/Conflict' },
      '422': { $ref: '#/components/responses/IdempotencyKeyReused' },
      '429': { $ref: '#/components/responses/TooManyRequests' },
    });
    expect(Object.keys(refusals('jobs.create'))).toContain('413');
    expect(Object.keys(refusals('app.version'))).toEqual(['400']);
    expect(Object.keys(refusals('auth.authenticate'))).toEqual(['400', '401', '429']);
    for (const ref of Object.values(byId).flatMap((op) => Object.values(op.responses).map((r) => r.$ref)))
      if (ref) expect(doc.components.responses).toHaveProperty(ref.replace('#/components/responses/', ''));
    // Public operations need no credentials; the others take either scheme.
    expect(byId['auth.authenticate']!.security).toEqual([]);
    expect(byId['jobs.get']!.security).toBeUndefined();
    expect(Object.keys(doc.components.securitySchemes)).toEqual(['token', 'bearer']);
  });

  it('shows examples on the calls of the common flows, and a multipart body for deposits', async () => {
    const byId = operations(await served());
    const json = (op: Operation | undefined) => op?.requestBody?.content['application/json']?.example;
    const answer = (op: Operation | undefined) =>
      op?.responses['200']?.content?.['application/json']?.example;
    expect(json(byId['auth.authenticate'])).toEqual({ login: 'sender', password: 'Demo-sender-2026' });
    expect(answer(byId['jobs.get'])).toMatchObject({ result: { state: 'PACK_GROUPS_CREATED' } });
    expect(answer(byId['deliveries.commandValidate'])).toMatchObject({ result: { state: 'VALIDATED' } });
    expect(answer(byId['shipments.list'])).toMatchObject({ result: { overflow: false } });
    expect(Object.keys(byId['jobs.create']!.requestBody!.content)).toEqual(['multipart/form-data']);
  });

  it('is the same without a server: what `npm run sdk:generate` writes', async () => {
    const doc = await served();
    expect(await openApiDocument()).toEqual(doc);
  });
});
