import {
  API_KEY_SCOPES,
  apiKeyPermissions,
  endpoints,
  hasPermission,
  type Access,
  type EndpointDefinition,
  type EndpointName,
} from '@postbridge/domain';
import type { FastifySchema } from 'fastify';
import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { ERROR_RESPONSES, errorComponents } from './openapi-components';
import { OPERATION_EXAMPLES } from './openapi-examples';

// What the OpenAPI document says of each operation beyond its schemas (docs/api.md "SDK"): a description with who
// may call, the refusals it may answer (the `Error` component), its security, a multipart body, examples. Derived
// from the endpoint table, so that a new endpoint is described without anyone remembering to.

type Operation = {
  operationId?: string;
  description?: string;
  security?: unknown[];
  requestBody?: { content?: Record<string, { schema?: unknown; example?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { example?: unknown }> }>;
};
type Document = {
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, unknown> };
  paths?: Record<string, Record<string, Operation>>;
};

const CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Who may call, in words, from the endpoint's `access`. */
function accessDescription(access: Access): string {
  if (access === 'public') return 'Public: needs no token.';
  const scoped = 'what it reads and changes is scoped to the caller’s organisation units.';
  if (access === 'session') return `Any signed-in caller (a session token or an API key); ${scoped}`;
  const permissions = access.anyOf.map((p) => `\`${p}\``).join(', ');
  const scopes = API_KEY_SCOPES.filter((scope) =>
    access.anyOf.some((p) => hasPermission(apiKeyPermissions([scope]).permissions, p)),
  );
  const keys = scopes.length
    ? `an API key with the scope ${scopes.map((s) => `\`${s}\``).join(' or ')}`
    : 'no API key scope grants it';
  return (
    `A caller holding one of the permissions ${permissions} (${keys}); the others are refused with -12; ` +
    scoped
  );
}

/** The operation's description: what it does (its own description, else its summary) and who may call it. */
function operationDescription(definition: EndpointDefinition): string {
  const parts = [
    definition.description ?? definition.summary,
    `**Who may call:** ${accessDescription(definition.access)}`,
  ];
  if (definition.kind === 'file' && !definition.contentType)
    parts.push('Answers the bytes of the file (not the JSON envelope).');
  if (definition.access !== 'public' && CHANGING.has(definition.method))
    parts.push('Send an `Idempotency-Key` header to make a retry safe (docs/api.md "Idempotency keys").');
  return parts.join('\n\n');
}

/**
 * Refusals of public operations that the table cannot tell: the sign-in calls answer -10 for a wrong credential
 * or code, and sign-in counts its attempts itself (-4); an on-premise print server's token is checked by its route.
 */
const PUBLIC_REFUSALS: Partial<Record<EndpointName, (keyof typeof ERROR_RESPONSES)[]>> = {
  'auth.authenticate': ['unauthenticated', 'tooManyRequests'],
  'auth.exchangeExternalToken': ['unauthenticated'],
  'sso.exchange': ['unauthenticated'],
  'onPremise.outputFiles': ['unauthenticated'],
  'onPremise.outputFile': ['unauthenticated'],
  'onPremise.outputFileFetched': ['unauthenticated'],
};

/** The refusals an operation may answer, as references to the reusable responses. */
function refusalsOf(
  name: EndpointName,
  definition: EndpointDefinition,
  rateLimited: boolean,
): (keyof typeof ERROR_RESPONSES)[] {
  const signedIn = definition.access !== 'public';
  const changing = CHANGING.has(definition.method);
  const refusals: (keyof typeof ERROR_RESPONSES)[] = ['badRequest'];
  if (signedIn) refusals.push('unauthenticated', 'forbidden');
  if (signedIn || definition.params) refusals.push('notFound');
  if (signedIn && changing) refusals.push('conflict', 'idempotencyKeyReused');
  if (definition.kind === 'multipart' || definition.kind === 'ndjson') refusals.push('payloadTooLarge');
  // An API key has a rate limit of its own; a public operation only when the route sets one.
  if (signedIn || rateLimited) refusals.push('tooManyRequests');
  return [...new Set([...refusals, ...(PUBLIC_REFUSALS[name] ?? [])])];
}

/** Walks every schema: an object whose `required` names a property it does not list gets its `additionalProperties`. */
function completeRequiredProperties(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) completeRequiredProperties(item);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const schema = node as {
    required?: unknown;
    properties?: Record<string, unknown>;
    additionalProperties?: unknown;
  };
  // zod writes a record with enumerated keys as `additionalProperties` + `required` (every key present).
  if (Array.isArray(schema.required) && typeof schema.additionalProperties === 'object') {
    const missing = (schema.required as string[]).filter((name) => !schema.properties?.[name]);
    if (missing.length)
      schema.properties = {
        ...schema.properties,
        ...Object.fromEntries(missing.map((name) => [name, schema.additionalProperties])),
      };
  }
  for (const value of Object.values(node)) completeRequiredProperties(value);
}

function finishOperation(operation: Operation, definition: EndpointDefinition, rateLimited: boolean): void {
  const name = operation.operationId as EndpointName;
  operation.description = operationDescription(definition);
  if (definition.access === 'public') operation.security = [];
  if (definition.kind === 'multipart' && !operation.requestBody)
    operation.requestBody = {
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            description: 'The form fields and files the summary names.',
            additionalProperties: { type: 'string', format: 'binary' },
          },
        },
      },
    };
  const responses = (operation.responses ??= {});
  const ok = responses['200'];
  if (ok) {
    if (definition.kind === 'file') {
      ok.description = definition.contentType ? `The answer, as ${definition.contentType}.` : 'The file.';
      ok.content = {
        [definition.contentType ?? 'application/octet-stream']: {
          schema: { type: 'string', format: 'binary' },
        } as never,
      };
    } else if (!ok.description || ok.description === 'Default Response') {
      ok.description = 'Done: the answer in the `{ result }` envelope.';
    }
  }
  for (const refusal of refusalsOf(name, definition, rateLimited)) {
    const { status, name: component } = ERROR_RESPONSES[refusal];
    responses[status] ??= { $ref: `#/components/responses/${component}` } as never;
  }
  const example = OPERATION_EXAMPLES[name];
  const json = operation.requestBody?.content?.['application/json'];
  if (example && 'body' in example && json) json.example = example.body;
  const answer = ok?.content?.['application/json'];
  if (example && 'result' in example && answer) answer.example = { result: example.result };
}

/**
 * The swagger transforms of the app: each route's (the zod schemas made JSON schemas, by `transform`), then the
 * whole document's, which describes every operation of the endpoint table and adds the `Error` component.
 */
export function openApiTransforms<S extends FastifySchema>(
  transform: SwaggerTransform<S>,
  transformObject: SwaggerTransformObject,
): { transform: SwaggerTransform<S>; transformObject: SwaggerTransformObject } {
  const rateLimited = new Set<string>();
  return {
    transform: (input) => {
      const operationId = (input.schema as { operationId?: string } | undefined)?.operationId;
      const config = input.route.config as { rateLimit?: unknown } | undefined;
      if (operationId && config?.rateLimit) rateLimited.add(operationId);
      return transform(input);
    },
    transformObject: (input) => {
      const document = transformObject(input) as Document;
      const components = errorComponents();
      document.components = {
        ...document.components,
        schemas: { ...document.components?.schemas, ...components.schemas },
        responses: { ...document.components?.responses, ...components.responses },
      };
      for (const methods of Object.values(document.paths ?? {}))
        for (const operation of Object.values(methods)) {
          const definition = endpoints[operation.operationId as EndpointName] as
            EndpointDefinition | undefined;
          if (definition) finishOperation(operation, definition, rateLimited.has(operation.operationId!));
        }
      completeRequiredProperties(document);
      return document as ReturnType<SwaggerTransformObject>;
    },
  };
}
