import type { Deps } from '../../platform/deps';
import type { ApiApp } from '../../platform/http/api';
import { route } from '../../platform/http/route';
import { removeOption } from './delete-option';
import { removeOptionType } from './delete-option-type';
import { listOptionTypes, listOptions } from './read-options';
import { saveOption } from './save-option';
import { saveOptionType } from './save-option-type';

export async function optionRoutes(app: ApiApp, deps: Deps): Promise<void> {
  route(app, 'options.list', async ({ query }) => listOptions(deps, query.optionTypeId));
  route(app, 'options.types', async () => listOptionTypes(deps));
  route(app, 'options.saveType', async ({ session, body }) => saveOptionType(deps, session, body));
  route(app, 'options.deleteType', async ({ session, params }) =>
    removeOptionType(deps, session, params.optionTypeId),
  );
  route(app, 'options.save', async ({ session, body }) => saveOption(deps, session, body));
  route(app, 'options.delete', async ({ session, params }) => removeOption(deps, session, params.optionId));
}
