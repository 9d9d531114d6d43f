import {
  optionDeleteResultSchema,
  optionIdParamsSchema,
  optionSaveBodySchema,
  optionsListQuerySchema,
  optionsListResultSchema,
  optionTypeIdParamsSchema,
  optionTypeSaveBodySchema,
  optionTypesListResultSchema,
  savedOptionTypeSchema,
  savedOptionValueSchema,
} from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { ok, sessionOf, type ApiApp } from '../../platform/http/api';
import { removeOption } from './delete-option';
import { removeOptionType } from './delete-option-type';
import { listOptionTypes, listOptions } from './read-options';
import { saveOption } from './save-option';
import { saveOptionType } from './save-option-type';

export async function optionRoutes(app: ApiApp, deps: Deps): Promise<void> {
  const tags = ['options'];

  app.get('/options', {
    schema: { tags, querystring: optionsListQuerySchema, response: { 200: ok(optionsListResultSchema) } },
    handler: async (req) => {
      sessionOf(req);
      return { result: await listOptions(deps, req.query.optionTypeId) };
    },
  });

  app.get('/options/type', {
    schema: { tags, response: { 200: ok(optionTypesListResultSchema) } },
    handler: async (req) => {
      sessionOf(req);
      return { result: await listOptionTypes(deps) };
    },
  });

  app.post('/options/type', {
    schema: { tags, body: optionTypeSaveBodySchema, response: { 200: ok(savedOptionTypeSchema) } },
    handler: async (req) => ({ result: await saveOptionType(deps, sessionOf(req), req.body) }),
  });

  app.delete('/options/type/:optionTypeId', {
    schema: { tags, params: optionTypeIdParamsSchema, response: { 200: ok(optionDeleteResultSchema) } },
    handler: async (req) => ({
      result: await removeOptionType(deps, sessionOf(req), req.params.optionTypeId),
    }),
  });

  app.post('/options', {
    schema: { tags, body: optionSaveBodySchema, response: { 200: ok(savedOptionValueSchema) } },
    handler: async (req) => ({ result: await saveOption(deps, sessionOf(req), req.body) }),
  });

  app.delete('/options/:optionId', {
    schema: { tags, params: optionIdParamsSchema, response: { 200: ok(optionDeleteResultSchema) } },
    handler: async (req) => ({ result: await removeOption(deps, sessionOf(req), req.params.optionId) }),
  });
}
