import {
  normaliseOuFields,
  ouFieldIssues,
  ouSaveBodySchema,
  type ApiIssue,
  type Ou,
  type OuFields,
} from '@postbridge/domain';
import { isSet, newId } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { errors, schemaIssues } from '../../platform/errors';
import { appendHistory } from '../../platform/history/queries';
import { mayAdminister, type SessionContext } from '../../platform/policy';
import { applyOuWebhookUrl } from '../webhooks';
import { administeredOu, presentOu, readOu, type OuSettingsJson } from './ou-access';
import {
  brandingExists,
  insertOu,
  moveSubtree,
  ouRowById,
  siblingNamed,
  updateOuAt,
  type OuRow,
} from './queries';

const issue = (key: string, path: string, params?: ApiIssue['params']): ApiIssue =>
  params ? { key, path, severity: 'error', params } : { key, path, severity: 'error' };

/**
 * POST /ou (docs/product.md §7 "OU create or update, body is the OU"): without `version` creates a
 * sub-account under `parentId` (adminHierarchy over the parent), with it updates the account `id` (adminOu
 * over it; a different `parentId` moves it and its subtree, which needs adminHierarchy over the account and
 * the new parent, never the caller's own account). A stale `version` answers -13. Every problem of the fields
 * is refused at once (-2 with `issues`); nothing is half-written. History 'create', 'update' (the fields
 * changed) and 'move' on the OU.
 */
export async function saveOu(deps: Deps, session: SessionContext, body: unknown): Promise<Ou> {
  const parsed = ouSaveBodySchema.safeParse(body);
  if (!parsed.success) throw errors.invalid('body', schemaIssues(parsed.error));
  const { id: givenId, version, ...raw } = parsed.data;
  const fields = normaliseOuFields(raw);
  const creating = version === undefined;

  let existing: OuRow | undefined;
  if (!creating) {
    if (!givenId) throw errors.invalid('body', [issue('admin.accounts.issue.idMissing', 'id')]);
    existing = await administeredOu(deps, session, givenId);
    if (isSet(existing.removed)) throw errors.notFound('The account');
    if (!mayAdminister(session, existing.path, 'adminOu', 'change')) throw errors.unauthorized();
    if (version !== existing.version) throw errors.editionConflict();
  }
  const id = existing?.id ?? newId();
  const issues = ouFieldIssues(id, fields);

  // The parent: a sub-account is created or moved by adminHierarchy over both ends.
  const moving = existing !== undefined && fields.parentId !== existing.parent_id;
  let parent: OuRow | undefined;
  if (creating || moving) {
    if (existing && existing.parent_id === null) {
      issues.push(issue('admin.accounts.issue.rootNotMovable', 'parentId'));
    } else if (!fields.parentId) {
      issues.push(issue('admin.accounts.issue.parentMandatory', 'parentId'));
    } else {
      parent = await ouRowById(deps.db, fields.parentId);
      if (!parent || isSet(parent.removed)) {
        issues.push(issue('admin.accounts.issue.parentUnknown', 'parentId'));
        parent = undefined;
      } else if (!mayAdminister(session, parent.path, 'adminHierarchy', 'change')) {
        throw errors.unauthorized();
      } else if (existing && parent.path.startsWith(existing.path)) {
        issues.push(issue('admin.accounts.issue.parentCycle', 'parentId', { name: parent.name }));
      } else if (!isSet(parent.allow_ou_children)) {
        issues.push(issue('admin.accounts.issue.parentNoChildren', 'parentId', { name: parent.name }));
      }
    }
    if (
      existing &&
      (!mayAdminister(session, existing.path, 'adminHierarchy', 'change') ||
        session.ouPath.startsWith(existing.path))
    ) {
      throw errors.unauthorized('Only an administrator above this account may move it.');
    }
  }
  const parentId = moving || creating ? (parent?.id ?? null) : (existing?.parent_id ?? null);
  if (parentId && fields.name && (await siblingNamed(deps.db, parentId, fields.name, existing?.id ?? null))) {
    issues.push(issue('admin.accounts.issue.nameTaken', 'name', { name: fields.name }));
  }
  if (fields.brandingId && !(await brandingExists(deps.db, fields.brandingId))) {
    issues.push(issue('admin.accounts.issue.brandingUnknown', 'brandingId'));
  }
  // The caller does not lock itself out: its own account (or one above it) stays enabled and open.
  if (existing && session.ouPath.startsWith(existing.path)) {
    if (!fields.enabled) issues.push(issue('admin.accounts.issue.ownAccountDisabled', 'enabled'));
    if (fields.accountExpired)
      issues.push(issue('admin.accounts.issue.ownAccountDisabled', 'accountExpired'));
  }
  if (issues.length) throw errors.invalid('body', issues);

  const at = deps.clock.now().toISOString();
  const columns = columnsOf(fields);
  await deps.db.transaction().execute(async (tx) => {
    if (!existing) {
      await insertOu(tx, {
        id,
        parent_id: parent!.id,
        path: `${parent!.path}${id}/`,
        creation_date: at,
        ...columns,
      });
      await appendHistory(tx, {
        entityType: 'ou',
        entityId: id,
        ouId: id,
        action: 'create',
        login: session.login,
        at,
        details: { name: fields.name, parentId: parent!.id },
      });
      if (fields.webHookURL)
        await applyOuWebhookUrl(deps, tx, id, fields.webHookURL, { drawSecret: false, ouWritten: true });
      return;
    }
    const moved = moving ? { parent_id: parent!.id } : {};
    if (!(await updateOuAt(tx, id, existing.version, { ...columns, ...moved })))
      throw errors.editionConflict();
    // The OU's own webhook is its default webhook subscription (docs/api.md "Webhooks").
    if (fields.webHookURL !== existing.web_hook_url)
      await applyOuWebhookUrl(deps, tx, id, fields.webHookURL, { drawSecret: false, ouWritten: true });
    if (moving) {
      await moveSubtree(tx, existing.path, `${parent!.path}${id}/`);
      await appendHistory(tx, {
        entityType: 'ou',
        entityId: id,
        ouId: id,
        action: 'move',
        login: session.login,
        at,
        details: { from: existing.parent_id, to: parent!.id },
      });
    }
    await appendHistory(tx, {
      entityType: 'ou',
      entityId: id,
      ouId: id,
      action: 'update',
      login: session.login,
      at,
      details: { version: existing.version + 1, changed: changedFields(existing, fields) },
    });
  });
  return readOu(deps, id);
}

function columnsOf(fields: OuFields) {
  const settings: OuSettingsJson = {
    accountIdentifier: fields.accountIdentifier,
    siret: fields.siret,
    registrationNumber: fields.registrationNumber,
    returnAddress: fields.returnAddress,
    senderAddress: fields.senderAddress,
    billingType: fields.billingType,
    productionCode: fields.productionCode,
    accountingCode: fields.accountingCode,
    partnerCode: fields.partnerCode,
    editionDurationDays: fields.editionDurationDays,
    allowedAddressRanges: fields.allowedAddressRanges,
    tagLists: fields.tagLists,
  };
  return {
    name: fields.name,
    branding_id: fields.brandingId,
    allow_ou_children: fields.allowOUChildren ? 1 : 0,
    enabled: fields.enabled ? 1 : 0,
    account_expired: fields.accountExpired ? 1 : 0,
    sender_account: fields.senderAccount ? 1 : 0,
    email_address: fields.emailAddress,
    web_hook_url: fields.webHookURL,
    default_mail_country: fields.defaultMailCountry,
    freeze_delay_days: fields.freezeDelayDays,
    file_delay_days: fields.fileDelayDays,
    data_delay_days: fields.dataDelayDays,
    min_password_entropy: fields.minPasswordEntropy,
    max_password_validity_days: fields.maxPasswordValidityDays,
    settings: JSON.stringify(settings),
  };
}

/** The names of the fields an update changes, for the history entry (values are not repeated there). */
function changedFields(before: OuRow, after: OuFields): string[] {
  const old = presentOu(before, 0) as unknown as Record<string, unknown>;
  const now = after as unknown as Record<string, unknown>;
  return Object.keys(now).filter((key) => JSON.stringify(old[key]) !== JSON.stringify(now[key]));
}
