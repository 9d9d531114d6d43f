import type { SavedOptionType, SavedOptionValue } from '@postbridge/domain';
import type { Selectable } from 'kysely';
import type { OptionTypeTable, OptionValueTable } from '../../platform/db/schema';
import { parseJson } from '../../platform/db/util';

export const presentOptionType = (row: Selectable<OptionTypeTable>): SavedOptionType => ({
  id: row.id,
  name: row.name,
  recomputeTrigger: row.recompute_trigger === 1,
  version: row.version,
  creationDate: row.created_at,
  updateDate: row.updated_at,
});

export const presentOptionValue = (row: Selectable<OptionValueTable>): SavedOptionValue => ({
  id: row.id,
  optionTypeId: row.option_type_id,
  value: row.value,
  rank: row.rank,
  best: row.best === 1,
  default: row.is_default === 1,
  properties: parseJson<Record<string, string>>(row.properties, {}),
  version: row.version,
  creationDate: row.created_at,
  updateDate: row.updated_at,
});
