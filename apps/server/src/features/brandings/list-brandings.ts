import type { BrandingDetail } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { presentBrandingDetail } from './present-branding';
import { accountCounts, allBrandings } from './queries';

/** GET /brandings/all: every white label in full, by name. */
export async function listBrandings(deps: Deps): Promise<BrandingDetail[]> {
  const [rows, counts] = await Promise.all([allBrandings(deps.db), accountCounts(deps.db)]);
  return rows.map((row) => presentBrandingDetail(row, counts.get(row.id) ?? 0));
}
