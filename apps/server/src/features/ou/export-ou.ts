import { Readable } from 'node:stream';
import { describePermissions, type OuCheckExport } from '@postbridge/domain';
import type { Db } from '../../platform/db/database';
import { isSet } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import type { Download } from '../../platform/http/send-download';
import type { SessionContext } from '../../platform/policy';
import { administeredOu, presentOu } from './ou-access';
import {
  countUnder,
  exportGroups,
  exportOus,
  exportProfileServices,
  exportProfiles,
  exportServices,
  exportUsersPage,
  type OuRow,
} from './queries';

/** The export document's format name and version (docs/administration.md "Accounts", export). */
const OU_EXPORT_FORMAT = 'postbridge.account-export';
const OU_EXPORT_VERSION = 1;
/** Users read per query while the export streams: memory stays flat however many there are. */
const USER_PAGE = 500;

/** GET /ou/{ouId}/checkExport: what the export would hold, for the screen to show before downloading. */
export async function checkOuExport(
  deps: Deps,
  session: SessionContext,
  ouId: string,
): Promise<OuCheckExport> {
  const ou = await administeredOu(deps, session, ouId);
  const [users, groups, profiles, services, ous] = await Promise.all([
    countUnder(deps.db, 'app_user', ou.path),
    countUnder(deps.db, 'user_group', ou.path),
    countUnder(deps.db, 'profile', ou.path),
    countUnder(deps.db, 'service', ou.path),
    exportOus(deps.db, ou.path),
  ]);
  return { ous: ous.length, users, groups, profiles, services };
}

/**
 * GET /ou/{ouId}/export: the account and its sub-accounts as one JSON document, written in chunks as it is read
 * (the users a page at a time). Readable by whoever administers the account (superAdminView too).
 */
export async function exportOu(deps: Deps, session: SessionContext, ouId: string): Promise<Download> {
  const ou = await administeredOu(deps, session, ouId);
  const day = deps.clock.now().toISOString().slice(0, 10);
  const safeName = ou.name.replace(/[^\p{L}\p{N}._-]+/gu, '-');
  return {
    name: `account-${safeName}-${day}.json`,
    // A JSON document under a type of its own: the API client reads `application/json` as an answer envelope.
    contentType: 'application/vnd.postbridge.account-export+json; charset=utf-8',
    body: Readable.from(exportChunks(deps.db, ou, session.login, deps.clock.now().toISOString())),
  };
}

const json = (value: unknown) => JSON.stringify(value);

async function* exportChunks(db: Db, root: OuRow, login: string, at: string): AsyncGenerator<string> {
  yield `{"format":${json(OU_EXPORT_FORMAT)},"version":${OU_EXPORT_VERSION},"exportedAt":${json(at)},"exportedBy":${json(login)},"rootId":${json(root.id)}`;

  const ous = await exportOus(db, root.path);
  yield `,"accounts":[${ous
    .map((row) => {
      const { userCount: _count, webhookSecretSet: _secret, ...ou } = presentOu(row, 0);
      return json(ou);
    })
    .join(',')}]`;

  const groups = await exportGroups(db, root.path);
  yield `,"groups":[${groups.map((g) => json({ id: g.id, ouId: g.ou_id, code: g.code, name: g.name })).join(',')}]`;

  const profiles = await exportProfiles(db, root.path);
  const links = await exportProfileServices(db, root.path);
  yield `,"profiles":[${profiles
    .map((p) =>
      json({
        id: p.id,
        ouId: p.ou_id,
        name: p.name,
        role: p.role,
        permissions: describePermissions(p.permissions),
        permissionsOnGroup: describePermissions(p.permissions_on_group),
        permissionsOnOU: describePermissions(p.permissions_on_ou),
        needsValidation: isSet(p.needs_validation),
        serviceIds: links.filter((l) => l.profile_id === p.id).map((l) => l.service_id),
      }),
    )
    .join(',')}]`;

  const services = await exportServices(db, root.path);
  yield `,"services":[${services
    .map((s) =>
      json({
        id: s.id,
        ouId: s.ou_id,
        name: s.name,
        type: s.type,
        enabled: isSet(s.enabled),
        removed: isSet(s.removed),
      }),
    )
    .join(',')}]`;

  yield `,"users":[`;
  let after: string | null = null;
  let first = true;
  for (;;) {
    const rows = await exportUsersPage(db, root.path, after, USER_PAGE);
    if (!rows.length) break;
    yield rows
      .map((u) => {
        const text = json({
          id: u.id,
          ouId: u.ou_id,
          login: u.login,
          title: u.title,
          firstName: u.first_name,
          lastName: u.last_name,
          emailAddress: u.email_address,
          phoneNumber: u.phone_number,
          mobileNumber: u.mobile_number,
          locale: u.locale,
          profileId: u.profile_id,
          groupId: u.group_id,
          enabled: isSet(u.enabled),
          removed: isSet(u.removed),
          allowedAddressRanges: parseList(u.allowed_address_ranges),
          creationDate: u.creation_date,
        });
        const chunk = first ? text : `,${text}`;
        first = false;
        return chunk;
      })
      .join('');
    if (rows.length < USER_PAGE) break;
    after = rows.at(-1)!.id;
  }
  yield ']}';
}

function parseList(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return [];
  }
}
