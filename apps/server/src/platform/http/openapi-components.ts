import { conditionSchema, expressionSchema, ouNodeSchema } from '@postbridge/domain';
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
