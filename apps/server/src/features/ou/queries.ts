import type { Db } from '../../platform/db/database';

/** OUs under a path prefix (all when null), parents before children. */
export function ousUnder(db: Db, pathPrefix: string | null, includeRemoved: boolean) {
  let q = db
    .selectFrom('ou')
    .leftJoin('branding', 'branding.id', 'ou.branding_id')
    .select([
      'ou.id',
      'ou.parent_id',
      'ou.path',
      'ou.name',
      'ou.creation_date',
      'ou.branding_id',
      'branding.name as branding_name',
      'ou.allow_ou_children',
      'ou.enabled',
      'ou.removed',
    ]);
  if (pathPrefix) q = q.where('ou.path', 'like', `${pathPrefix}%`);
  if (!includeRemoved) q = q.where('ou.removed', '=', 0);
  return q.orderBy('ou.path').execute();
}
export type OuListRow = Awaited<ReturnType<typeof ousUnder>>[number];
