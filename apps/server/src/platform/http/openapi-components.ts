import { conditionSchema, errorEnvelopeSchema, expressionSchema, ouNodeSchema } from '@postbridge/domain';
import type { SwaggerOptions } from '@fastify/swagger';
import { z } from 'zod';

/**
 * The contract's recursive schemas (an OU and its children, an expression and its operands, a condition) as named
 * components of the OpenAPI document: without a name, their references to themselves point at components that do
 * not exist (`#/components/schemas/schema0`), and client generators refuse the document. Registered in zod's global
 * registry, which the swagger transform reads; done once, whatever the number of apps built.
 */
const COMPONENTS: readonly [z.ZodType, string][] = [
  [ouNodeSchema, 'OuNode'],
  [expressionSchema, 'Expression'],
  [conditionSchema, 'Condition'],
];

export function registerOpenApiComponents(): void {
  for (const [schema, id] of COMPONENTS)
    if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });
}

/**
 * The error codes of the envelope, as docs/api.md "Answers" lists them (a test keeps both the same): the
 * description of the `Error` component, so that an integrator reading the document alone knows them.
 */
export const ERROR_CODES_TABLE: readonly { code: number; http: number; name: string; when: string }[] = [
  { code: -1, http: 500, name: 'generic', when: 'unexpected server error (logged; no stack trace is sent)' },
  {
    code: -2,
    http: 400,
    name: 'bad request',
    when: 'malformed JSON, a payload that breaks the contract, an invalid value',
  },
  { code: -3, http: 404, name: 'not found', when: 'unknown route or item' },
  {
    code: -4,
    http: 429,
    name: 'too many requests',
    when: 'rate limits (`params.seconds` says when to retry)',
  },
  { code: -5, http: 413, name: 'payload too large', when: 'a file or body over its limit' },
  {
    code: -10,
    http: 401,
    name: 'invalid credentials',
    when: 'wrong login or password, or a disabled account',
  },
  { code: -11, http: 401, name: 'session time-out', when: 'expired or signed-out session: sign in again' },
  {
    code: -12,
    http: 403,
    name: 'unauthorised',
    when: 'no token, a forged token, or a permission the caller lacks',
  },
  { code: -13, http: 409, name: 'edition conflict', when: 'the record changed since it was read' },
  {
    code: -14,
    http: 422,
    name: 'idempotency key reused',
    when: 'an `Idempotency-Key` sent again with another request',
  },
  {
    code: -15,
    http: 409,
    name: 'idempotency key in progress',
    when: 'the first request with this `Idempotency-Key` is still running: retry once it has answered',
  },
  {
    code: -20,
    http: 400,
    name: 'password policy',
    when: 'too weak, or too similar to the login, names or previous password',
  },
  { code: -21, http: 400, name: 'password unchanged', when: 'the new password equals the current one' },
  {
    code: -22,
    http: 400,
    name: 'invalid reset token',
    when: 'lost-password link unknown, used, expired, or for another login',
  },
  {
    code: -23,
    http: 403,
    name: 'password expired',
    when: 'the caller’s password has expired or is a temporary one: only its change is allowed',
  },
];

const codesTable = [
  '| code | HTTP | name | when |',
  '| ---- | ---- | ---- | ---- |',
  ...ERROR_CODES_TABLE.map((c) => `| ${c.code} | ${c.http} | ${c.name} | ${c.when} |`),
].join('\n');

/** The error envelope as the named component `Error`, with the codes table. */
function errorComponent(): Record<string, unknown> {
  const { $schema: _, ...schema } = z.toJSONSchema(errorEnvelopeSchema, {
    target: 'draft-2020-12',
    io: 'output',
  });
  return {
    ...schema,
    description: [
      'A refused call: an HTTP error status and `{ "error": { code, message, labelId?, params?, field?, issues? } }`. ' +
        '`message` is English text for logs and integrators; `labelId` + `params` the i18n label the web app shows; ' +
        '`field` the offending input (`body.login`); `issues` every problem of a refused configuration or deposit.',
      codesTable,
    ].join('\n\n'),
  };
}

/** What one refusal looks like, per reusable response. */
type ErrorResponse = {
  status: string;
  name: string;
  description: string;
  example: z.input<typeof errorEnvelopeSchema>;
};

/** The refusals operations answer, as reusable responses (`#/components/responses/<name>`). */
export const ERROR_RESPONSES = {
  badRequest: {
    status: '400',
    name: 'BadRequest',
    description:
      'The request breaks the contract (-2: malformed JSON, a missing or invalid value, named by `field`), or a rule refuses it (-2 with `issues`; -20, -21, -22 for passwords).',
    example: {
      error: {
        code: -2,
        message: 'body.login: Invalid input: expected string, received undefined',
        labelId: 'error.badRequest',
        params: { field: 'body.login', reason: 'Invalid input: expected string, received undefined' },
        field: 'body.login',
      },
    },
  },
  unauthenticated: {
    status: '401',
    name: 'Unauthenticated',
    description: 'The session is over (-11: sign in again), or the credentials are wrong (-10).',
    example: {
      error: {
        code: -11,
        message: 'Your session has timed out... Please re-connect.',
        labelId: 'error.sessionTimeout',
      },
    },
  },
  forbidden: {
    status: '403',
    name: 'Forbidden',
    description:
      'No token, an unknown, revoked or expired token or API key, or a permission the caller lacks (-12); a password to change first (-23).',
    example: {
      error: {
        code: -12,
        message: 'You are not allowed to perform this operation.',
        labelId: 'error.unauthorized',
      },
    },
  },
  notFound: {
    status: '404',
    name: 'NotFound',
    description: 'An unknown item, or one out of the caller’s reach, which answers the same (-3).',
    example: { error: { code: -3, message: 'Job could not be found.', labelId: 'error.notFound' } },
  },
  payloadTooLarge: {
    status: '413',
    name: 'PayloadTooLarge',
    description: 'A file or a body over its limit (-5).',
    example: {
      error: {
        code: -5,
        message: 'The file is larger than the 100 MB allowed.',
        labelId: 'error.fileTooLarge',
        params: { limit: 100 },
      },
    },
  },
  conflict: {
    status: '409',
    name: 'Conflict',
    description:
      'The record changed since it was read (-13: read it again), or the first request with this `Idempotency-Key` is still running (-15: retry later).',
    example: {
      error: {
        code: -13,
        message: 'This item has been updated by another user. Please retry to edit it.',
        labelId: 'error.editionConflict',
      },
    },
  },
  idempotencyKeyReused: {
    status: '422',
    name: 'IdempotencyKeyReused',
    description: 'This `Idempotency-Key` was used for another request (-14); nothing was done.',
    example: {
      error: {
        code: -14,
        message: 'This Idempotency-Key was used for another request.',
        labelId: 'error.idempotencyKeyReused',
      },
    },
  },
  tooManyRequests: {
    status: '429',
    name: 'TooManyRequests',
    description:
      'Too many calls: a rate limit of the operation or of the API key (-4); `params.seconds` says when to retry.',
    example: {
      error: {
        code: -4,
        message: 'This API key made more than 600 calls this minute; retry in 42 s.',
        labelId: 'error.tooManyRequests',
        params: { seconds: 42 },
      },
    },
  },
} as const satisfies Record<string, ErrorResponse>;

/** The parts of the document that are not operations: info, servers, security schemes, the error component. */
export const openApiBase = (): NonNullable<Extract<SwaggerOptions, { openapi?: unknown }>['openapi']> => ({
  openapi: '3.1.0',
  info: {
    title: 'Postbridge API',
    version: '1',
    description:
      'Hybrid-mail platform REST API: deposit documents, order and validate their sending, follow every shipment. ' +
      'Every answer is an envelope: `{ "result": … }` on success, `{ "error": … }` (the `Error` component) on ' +
      'refusal. Conventions in docs/api.md; a typed client in packages/sdk.',
    license: { name: 'AGPL-3.0-or-later', identifier: 'AGPL-3.0-or-later' },
  },
  servers: [
    {
      url: '{origin}',
      description: 'A Postbridge instance: its public address (PUBLIC_URL); every path starts with /api.',
      variables: { origin: { default: 'http://localhost:8080' } },
    },
  ],
  components: {
    securitySchemes: {
      token: {
        type: 'apiKey',
        in: 'header',
        name: 'x-auth-token',
        description:
          'The `authToken` of `POST /api/authentication/authenticate`, or an API key (`pbk_…`, docs/api.md "API keys").',
      },
      bearer: {
        type: 'http',
        scheme: 'bearer',
        description:
          'An API key (`pbk_…`) of an account, or a session token, as `Authorization: Bearer <token>`.',
      },
    },
  },
  security: [{ token: [] }, { bearer: [] }],
});

/** The components the operations' refusals refer to. */
export function errorComponents(): {
  schemas: Record<string, unknown>;
  responses: Record<string, unknown>;
} {
  return {
    schemas: { Error: errorComponent() },
    responses: Object.fromEntries(
      Object.values(ERROR_RESPONSES).map((r) => [
        r.name,
        {
          description: r.description,
          content: {
            'application/json': { schema: { $ref: '#/components/schemas/Error' }, example: r.example },
          },
        },
      ]),
    ),
  };
}
