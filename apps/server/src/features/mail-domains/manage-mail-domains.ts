import {
  hasPermission,
  MAIL_DOMAIN_RETIRING_DAYS,
  mailDomainProblem,
  normaliseMailDomain,
  type LabelKey,
  type MailDnsCheck,
  type MailDomain,
  type MailDomainList,
} from '@postbridge/domain';
import type { Config } from '../../platform/config';
import { newId } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { AppError, errors } from '../../platform/errors';
import { appendHistory } from '../../platform/history/queries';
import type { SessionContext } from '../../platform/policy';
import { secretBoxOf } from '../../platform/secret-box';
import { newDkimKeyPair } from './dkim';
import { checkRecords, systemDnsLookup, type DnsLookup } from './dns-check';
import {
  bumpMailDomainAt,
  deleteMailDomain,
  insertMailDomain,
  insertMailDomainKey,
  keyRowsOf,
  mailDomainById,
  mailDomainByName,
  mailDomainRows,
  retireKeysOf,
} from './queries';
import { presentMailDomain } from './records';

// System > E-mail (issue 18): super administrators add, rotate and remove sender domains; superAdminView reads
// them. Every change is in the history with who made it; a private key is sealed before it is written and never
// answered.

const DAY_MS = 86_400_000;

const canChange = (session: SessionContext) => hasPermission(session.permissions, 'superAdmin');
const canRead = (session: SessionContext) =>
  canChange(session) || hasPermission(session.permissions, 'superAdminView');

/** BOUNCE_DOMAIN (the VERP Return-Path domain, features/mail-returns), lower case; null when not configured. */
const bounceDomainOf = (config: Config): string | null =>
  config.mailReturns.bounceDomain ? normaliseMailDomain(config.mailReturns.bounceDomain) : null;

async function present(deps: Deps, domainId: string): Promise<MailDomain> {
  const domain = await mailDomainById(deps.db, domainId);
  if (!domain) throw errors.notFound('The sender domain');
  return presentMailDomain(
    domain,
    await keyRowsOf(deps.db, [domain.id]),
    deps.config,
    bounceDomainOf(deps.config),
    deps.clock.now(),
  );
}

/** GET /system/mail-domains. */
export async function listMailDomains(deps: Deps, session: SessionContext): Promise<MailDomainList> {
  if (!canRead(session)) throw errors.unauthorized();
  const domains = await mailDomainRows(deps.db);
  const keys = await keyRowsOf(
    deps.db,
    domains.map((d) => d.id),
  );
  const now = deps.clock.now();
  const bounceDomain = bounceDomainOf(deps.config);
  return {
    domains: domains.map((d) =>
      presentMailDomain(
        d,
        keys.filter((k) => k.domain_id === d.id),
        deps.config,
        bounceDomain,
        now,
      ),
    ),
    defaultFrom: deps.config.mailFrom,
    bounceDomain,
  };
}

/** `pb<yyyymm>`, else `pb<yyyymm>-2`, `-3`… when a key of the domain already has it. */
async function freshSelector(deps: Deps, domainId: string | null): Promise<string> {
  const now = deps.clock.now();
  const base = `pb${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const taken = new Set(domainId ? (await keyRowsOf(deps.db, [domainId])).map((k) => k.selector) : []);
  let selector = base;
  for (let n = 2; taken.has(selector); n++) selector = `${base}-${n}`;
  return selector;
}

const refusal = (reason: string, labelId: LabelKey, params: Record<string, string> = {}) =>
  new AppError(
    'badRequest',
    `body.name: ${reason}`,
    labelId,
    { field: 'body.name', reason, ...params },
    'body.name',
  );

/** POST /system/mail-domains: the domain with its first key. */
export async function addMailDomain(
  deps: Deps,
  session: SessionContext,
  body: { name: string },
): Promise<MailDomain> {
  if (!canChange(session)) throw errors.unauthorized();
  const problem = mailDomainProblem(body.name);
  if (problem) throw refusal(`is not a domain name (${problem})`, `system.mail.error.${problem}`);
  const name = normaliseMailDomain(body.name);
  if (await mailDomainByName(deps.db, name)) {
    throw refusal('is already a sender domain', 'system.mail.error.exists', { name });
  }
  // Drawn and sealed before the transaction (the secrets key may be drawn on first use).
  const pair = await newDkimKeyPair();
  const sealed = (await secretBoxOf(deps.config)).seal(pair.privateKey);
  const selector = await freshSelector(deps, null);
  const id = newId();
  const now = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (tx) => {
    try {
      await insertMailDomain(tx, { id, name, created_at: now, created_by: session.login, version: 0 });
    } catch {
      // Added by someone else meanwhile.
      throw refusal('is already a sender domain', 'system.mail.error.exists', { name });
    }
    await insertMailDomainKey(tx, {
      id: newId(),
      domain_id: id,
      selector,
      public_key: pair.publicKey,
      private_key: sealed,
      created_at: now,
      created_by: session.login,
      retired_at: null,
    });
    await appendHistory(tx, {
      entityType: 'mailDomain',
      entityId: id,
      ouId: session.ouId,
      action: 'create',
      login: session.login,
      at: now,
      details: { name, selector },
    });
  });
  return present(deps, id);
}

/** POST /system/mail-domains/{domainId}/rotate: a new signing key; the one before it retiring. */
export async function rotateMailDomainKey(
  deps: Deps,
  session: SessionContext,
  domainId: string,
  body: { version: number },
): Promise<MailDomain> {
  if (!canChange(session)) throw errors.unauthorized();
  const domain = await mailDomainById(deps.db, domainId);
  if (!domain) throw errors.notFound('The sender domain');
  if (domain.version !== body.version) throw errors.editionConflict();
  const pair = await newDkimKeyPair();
  const sealed = (await secretBoxOf(deps.config)).seal(pair.privateKey);
  const selector = await freshSelector(deps, domain.id);
  const now = deps.clock.now();
  const at = now.toISOString();
  const previous = (await keyRowsOf(deps.db, [domain.id]))
    .filter((k) => !k.retired_at)
    .map((k) => k.selector);
  await deps.db.transaction().execute(async (tx) => {
    if (!(await bumpMailDomainAt(tx, domain.id, body.version))) throw errors.editionConflict();
    const forgetBefore = new Date(now.getTime() - MAIL_DOMAIN_RETIRING_DAYS * DAY_MS).toISOString();
    await retireKeysOf(tx, domain.id, at, forgetBefore);
    await insertMailDomainKey(tx, {
      id: newId(),
      domain_id: domain.id,
      selector,
      public_key: pair.publicKey,
      private_key: sealed,
      created_at: at,
      created_by: session.login,
      retired_at: null,
    });
    await appendHistory(tx, {
      entityType: 'mailDomain',
      entityId: domain.id,
      ouId: session.ouId,
      action: 'rotate',
      login: session.login,
      at,
      details: { name: domain.name, selector, retiring: previous },
    });
  });
  return present(deps, domain.id);
}

/** DELETE /system/mail-domains/{domainId}: the OUs of the domain send from MAIL_FROM again, unsigned. */
export async function removeMailDomain(
  deps: Deps,
  session: SessionContext,
  domainId: string,
): Promise<MailDomain> {
  if (!canChange(session)) throw errors.unauthorized();
  const before = await present(deps, domainId);
  await deps.db.transaction().execute(async (tx) => {
    await deleteMailDomain(tx, domainId);
    await appendHistory(tx, {
      entityType: 'mailDomain',
      entityId: domainId,
      ouId: session.ouId,
      action: 'delete',
      login: session.login,
      at: deps.clock.now().toISOString(),
      details: { name: before.name, selectors: before.keys.map((k) => k.selector) },
    });
  });
  return before;
}

/** GET /system/mail-domains/{domainId}/dns. */
export async function checkMailDomainDns(
  deps: Deps,
  session: SessionContext,
  domainId: string,
  lookup: DnsLookup = systemDnsLookup(),
): Promise<MailDnsCheck> {
  if (!canRead(session)) throw errors.unauthorized();
  const domain = await present(deps, domainId);
  return checkRecords(domain.id, domain.records, lookup, deps.clock.now());
}
