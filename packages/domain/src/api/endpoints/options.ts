import { endpoint } from '../contract';
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
} from '../channels';

/**
 * Option types (colour, printing, envelope…) and their options, which deliveries are ordered with: read by any
 * signed-in user, written by super administrators.
 */
export const optionEndpoints = {
  'options.list': endpoint({
    method: 'GET',
    path: '/options',
    summary: 'The options, all or those of one option type.',
    access: 'session',
    query: optionsListQuerySchema,
    response: optionsListResultSchema,
  }),
  'options.types': endpoint({
    method: 'GET',
    path: '/options/type',
    summary: 'The option types.',
    access: 'session',
    response: optionTypesListResultSchema,
  }),
  'options.saveType': endpoint({
    method: 'POST',
    path: '/options/type',
    summary: 'Creates or updates an option type.',
    access: { anyOf: ['superAdmin'] },
    body: optionTypeSaveBodySchema,
    response: savedOptionTypeSchema,
  }),
  'options.deleteType': endpoint({
    method: 'DELETE',
    path: '/options/type/:optionTypeId',
    summary: 'Deletes an option type that no option, channel or service uses any more.',
    access: { anyOf: ['superAdmin'] },
    params: optionTypeIdParamsSchema,
    response: optionDeleteResultSchema,
  }),
  'options.save': endpoint({
    method: 'POST',
    path: '/options',
    summary: 'Creates or updates an option of an option type.',
    access: { anyOf: ['superAdmin'] },
    body: optionSaveBodySchema,
    response: savedOptionValueSchema,
  }),
  'options.delete': endpoint({
    method: 'DELETE',
    path: '/options/:optionId',
    summary: 'Deletes an option.',
    access: { anyOf: ['superAdmin'] },
    params: optionIdParamsSchema,
    response: optionDeleteResultSchema,
  }),
} as const;
