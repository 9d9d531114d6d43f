import { endpoint } from '../contract';
import { okResultSchema } from '../auth';
import {
  addressBookEntryBodySchema,
  addressBookEntryParamsSchema,
  addressBookEntrySchema,
  addressBookListSchema,
  addressBookUpdateBodySchema,
} from '../address-book';

/** The caller's address box: saved recipient addresses for one-off letters. */
export const addressBookEndpoints = {
  'addressBook.list': endpoint({
    method: 'GET',
    path: '/addressBook',
    summary: "The caller's saved recipient addresses, by name.",
    access: 'session',
    response: addressBookListSchema,
  }),
  'addressBook.create': endpoint({
    method: 'POST',
    path: '/addressBook',
    summary: 'Saves a recipient address in the caller’s address box (the postal address is checked).',
    access: 'session',
    body: addressBookEntryBodySchema,
    response: addressBookEntrySchema,
  }),
  'addressBook.update': endpoint({
    method: 'POST',
    path: '/addressBook/:entryId',
    summary: 'Changes a saved recipient address (version-guarded: -13 when it changed meanwhile).',
    access: 'session',
    params: addressBookEntryParamsSchema,
    body: addressBookUpdateBodySchema,
    response: addressBookEntrySchema,
  }),
  'addressBook.delete': endpoint({
    method: 'DELETE',
    path: '/addressBook/:entryId',
    summary: 'Deletes a saved recipient address.',
    access: 'session',
    params: addressBookEntryParamsSchema,
    response: okResultSchema,
  }),
} as const;
