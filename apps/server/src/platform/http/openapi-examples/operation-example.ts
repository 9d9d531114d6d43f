import type { EndpointName, Endpoints, ResultOf } from '@postbridge/domain';
import type { z } from 'zod';

type BodyOf<N extends EndpointName> = Endpoints[N] extends { body: infer B extends z.ZodType }
  ? z.input<B>
  : never;

/** An operation's examples: its JSON body as sent, its result as answered (in the envelope in the document). */
type OperationExample<N extends EndpointName> = { body?: BodyOf<N>; result?: ResultOf<Endpoints[N]> };

/** Examples by operation, typed by the contract: a body or a result that its endpoint does not take fails the type check. */
export type OperationExamples = { [N in EndpointName]?: OperationExample<N> };
