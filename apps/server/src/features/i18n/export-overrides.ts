import {
  LABEL_OVERRIDES_FORMAT,
  LABEL_OVERRIDES_VERSION,
  overrideFits,
  type LabelOverridesFile,
} from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { allOverrides } from './queries';

/**
 * GET /i18n/overrides/export: the overrides as the JSON file an import takes, `postbridge-labels.json`. Only those
 * that still fit their label (an import would refuse the others).
 */
export async function exportOverrides(
  deps: Pick<Deps, 'db'>,
): Promise<{ fileName: string; content: string }> {
  const overrides: LabelOverridesFile['overrides'] = {};
  for (const row of await allOverrides(deps.db)) {
    if (!overrideFits(row.label_key, row.text)) continue;
    (overrides[row.locale] ??= {})[row.label_key] = row.text;
  }
  const file: LabelOverridesFile = {
    format: LABEL_OVERRIDES_FORMAT,
    version: LABEL_OVERRIDES_VERSION,
    overrides,
  };
  return { fileName: 'postbridge-labels.json', content: `${JSON.stringify(file, null, 2)}\n` };
}
