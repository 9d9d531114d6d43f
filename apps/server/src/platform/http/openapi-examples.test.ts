import fs from 'node:fs';
import path from 'node:path';
import {
  endpoints,
  errorEnvelopeSchema,
  type EndpointDefinition,
  type EndpointName,
} from '@postbridge/domain';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES_TABLE, ERROR_RESPONSES } from './openapi-components';
import { OPERATION_EXAMPLES } from './openapi-examples';

const API_DOC = path.resolve(import.meta.dirname, '../../../../../docs/api.md');

/**
 * Operations whose contract has a body or a result that is not sent or answered as JSON in the document, so that
 * an example does not apply (the description and docs/api.md tell the format instead). Multipart uploads and file
 * downloads need no entry: their contract has no `body`, and a file's no `response`.
 */
const NO_EXAMPLE: { [N in EndpointName]?: { body?: string; result?: string } } = {
  // NDJSON lines (or the same head as one object, with the files by id): no JSON request body in the document.
  'jobs.createStream': {
    body: 'an NDJSON stream, described by its summary and docs/api.md "Streamed deposits"',
  },
};

const operations = Object.entries(endpoints) as [EndpointName, EndpointDefinition][];

describe('the examples of the OpenAPI document', () => {
  it('cover the calls of the common flows', () => {
    expect(Object.keys(OPERATION_EXAMPLES)).toEqual(
      expect.arrayContaining([
        'auth.authenticate',
        'jobs.create',
        'jobs.get',
        'jobs.packGroups',
        'deliveries.commandCreate',
        'deliveries.commandValidate',
        'shipments.list',
      ]),
    );
  });

  it('give every operation with a JSON body an example body, but the exempt ones', () => {
    const missing = operations
      .filter(
        ([name, d]) => d.body && !NO_EXAMPLE[name]?.body && OPERATION_EXAMPLES[name]?.body === undefined,
      )
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it('give every operation with a JSON result an example result, but the exempt ones', () => {
    const missing = operations
      .filter(
        ([name, d]) =>
          d.response &&
          d.kind !== 'file' &&
          !NO_EXAMPLE[name]?.result &&
          OPERATION_EXAMPLES[name]?.result === undefined,
      )
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it.each(Object.entries(NO_EXAMPLE))('exempt %s only from what it has no example of', (name, exempt) => {
    const example = OPERATION_EXAMPLES[name as EndpointName];
    if (exempt.body) expect(example?.body).toBeUndefined();
    if (exempt.result) expect(example?.result).toBeUndefined();
  });

  it.each(Object.entries(OPERATION_EXAMPLES))(
    'of %s are what its contract accepts and answers',
    (name, example) => {
      const definition: EndpointDefinition = endpoints[name as EndpointName];
      if (example.body !== undefined) {
        expect(definition.body, 'an example body for an operation without one').toBeDefined();
        expect(definition.kind ?? 'json', 'an example body for a body that is not JSON').toBe('json');
        const parsed = definition.body!.safeParse(example.body);
        expect(parsed.error?.issues ?? []).toEqual([]);
      }
      if (example.result !== undefined) {
        expect(definition.response, 'an example result for an operation without one').toBeDefined();
        const parsed = definition.response!.safeParse(example.result);
        expect(parsed.error?.issues ?? []).toEqual([]);
      }
    },
  );

  it.each(Object.values(ERROR_RESPONSES))(
    'of the refusal $status are error envelopes of its code',
    (response) => {
      expect(errorEnvelopeSchema.safeParse(response.example).success).toBe(true);
      const row = ERROR_CODES_TABLE.find((c) => c.code === response.example.error.code);
      expect(String(row?.http)).toBe(response.status);
    },
  );
});

describe('the codes table of the Error component', () => {
  it('is the table of docs/api.md "Answers": same codes, HTTP statuses and names', () => {
    const rows = [
      ...fs.readFileSync(API_DOC, 'utf8').matchAll(/^\| (-\d+) +\| (\d{3}) +\| ([^|]+?) +\|/gm),
    ].map((m) => ({ code: Number(m[1]), http: Number(m[2]), name: m[3] }));
    expect(rows).toEqual(ERROR_CODES_TABLE.map(({ code, http, name }) => ({ code, http, name })));
  });
});
