import { randomUUID } from 'node:crypto';
import { endpoints, USER_CSV_COLUMNS } from '@postbridge/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdorWorld, snapshot, type AFixtures, type Caller, type IdorWorld } from './idor-fixtures';
import type { FilePart } from './deposits';

// The IDOR sweep of issue 21 ("Suites in CI"): every operation of the endpoint table (the one the OpenAPI
// document is generated from) that names an object by id — in its path, or in its query or body — is called by
// administrators and senders of another tenant and of the sibling OU with the ids of tenant A's objects. Each call
// must answer -3 (not found / not visible) or -12 (refused), and A's rows and the history must stay as they were.
// An operation with an id and no entry below fails the suite: add one (docs/security.md "IDOR sweep").

type Call = {
  /** Path parameters beyond the defaults of `defaultParam`. */
  params?: Record<string, string>;
  query?: Record<string, string | undefined>;
  body?: unknown;
  multipart?: { fields: Record<string, string>; files: FilePart[] };
};
type Entry =
  /** An operation on A's objects: every attacker gets -3 or -12. */
  | {
      call?: (a: AFixtures, x: Extra) => Call | Call[];
      /** Calls on the attacker's own items that bring in one of A's ids (a member, a profile, a service…). */
      mine?: (a: AFixtures, x: Extra, me: Caller) => Call[];
      /** Why a 200 with an empty answer (`isEmptyAnswer`, naming none of A's objects) is no leak. */
      emptyOk?: string;
      /** The empty answer repeats the ids asked for as its keys (each with null): the caller's own input. */
      echoesIds?: true;
      /** What an empty answer is, when not `isEmptyAnswer` (figures listed per day, each 0). */
      isEmpty?: (result: unknown) => boolean;
    }
  /** A System operation (superAdmin only): every attacker gets -12. */
  | { system: true; call?: (a: AFixtures, x: Extra) => Call | Call[] }
  /** Not an object of a tenant, or not behind a session: why it is left out. */
  | { exempt: string };

/** What A's administrator reads before the sweep, to replay as an attacker's change. */
type Extra = Record<
  'user' | 'ou' | 'profile' | 'group' | 'service' | 'consent' | 'branding' | 'channel' | 'option',
  Record<string, unknown>
>;

/** The path parameters by name: A's objects. */
function defaultParam(a: AFixtures, name: string): string {
  const byName: Record<string, string> = {
    userId: a.userId,
    ouId: a.ouId,
    profileId: a.profileId,
    groupId: a.groupId,
    serviceId: a.serviceId,
    fileId: a.fileId,
    jobId: a.jobId,
    inputFileId: a.inputFileId,
    packGroupId: a.packGroupId,
    deliveryCommandId: a.deliveryCommandId,
    deliveryId: a.deliveryId,
    shipmentId: a.shipmentId,
    outputFileId: a.outputFileId,
    trackingName: a.trackingName,
    entryId: a.entryId,
    libraryFileId: a.libraryFileId,
    identifier: a.recipientIdentifier,
    sessionId: a.sessionId,
    brandingId: a.brandingId,
    channelId: a.channelId,
    optionTypeId: a.optionTypeId,
    optionId: a.optionId,
    keyId: a.apiKeyId,
    subscriptionId: a.webhookSubscriptionId,
    printedFileId: a.printedFileId,
    page: '1',
    locale: 'en',
    key: 'app.name',
  };
  const value = byName[name];
  if (value === undefined) throw new Error(`no default for the path parameter :${name}`);
  return value;
}

/** An id of nothing: System operations refuse the caller before looking it up. */
const SOME_ID = '6d1f3a52-8a63-4c1e-9b7e-0f2d5c4e9a10';
const PUBLIC_BY_TOKEN = 'public: authorised by a secret token in the path, not by a session';
/**
 * A search or count over the caller's own scope, with A's id as a filter: it answers the intersection, which is
 * empty for an attacker (every list empty, every count 0, none of A's ids) — it names and changes nothing of A's.
 */
const SCOPED = "scoped to the caller's items: an empty answer";
const DAY = { fromDate: '2026-01-01', toDate: '2026-12-31' };

/** The sweep's table, by endpoint name. */
const SWEEP: Record<string, Entry> = {
  // Users.
  'users.list': {
    call: (a) => [{ query: { ouId: a.ouId } }, { query: { profileId: a.profileId } }],
    emptyOk: SCOPED,
  },
  'users.all': { call: (a) => ({ query: { ouId: a.ouId } }) },
  'users.export': { call: (a) => ({ query: { ouId: a.ouId } }) },
  'users.get': {},
  'users.import': { call: (a) => usersCsv(a) },
  'users.checkImport': { call: (a) => usersCsv(a) },
  'users.save': {
    call: (a, x) => [
      { body: { ...x.user, lastName: 'Hacked' } },
      // A new user created in A's unit.
      { body: { ...x.user, id: undefined, version: undefined, login: 'intruder', ouId: a.ouId } },
    ],
    // A user of the attacker's unit given A's profile, or put in A's group.
    mine: (a, x, me) => [
      {
        body: {
          ...x.user,
          id: undefined,
          version: undefined,
          login: 'mine-1',
          ouId: me.ouId,
          profileId: a.profileId,
          groupId: null,
        },
      },
      {
        body: {
          ...x.user,
          id: undefined,
          version: undefined,
          login: 'mine-2',
          ouId: me.ouId,
          profileId: me.profileId,
          groupId: a.groupId,
        },
      },
      // The attacker's own user moved into A's unit.
      {
        body: {
          ...x.user,
          id: me.userId,
          version: 1,
          login: me.login,
          ouId: a.ouId,
          profileId: me.profileId,
          groupId: null,
        },
      },
    ],
  },
  'users.setEnabled': { call: () => ({ body: { enabled: false, version: 1 } }) },
  'users.resetPassword': { call: () => ({ body: {} }) },
  'users.delete': {},
  // Organisation units.
  'ou.get': {},
  'ou.save': {
    call: (a, x) => [
      { body: { ...x.ou, name: 'Hacked' } },
      // A child unit created under A's unit.
      { body: { ...x.ou, id: undefined, version: undefined, name: 'Intruder', parentId: a.ouId } },
    ],
    // The attacker's own unit moved under A's.
    mine: (a, x, me) => [{ body: { ...x.ou, id: me.ouId, version: 1, name: 'Mine', parentId: a.ouId } }],
  },
  'ou.delete': {},
  'ou.importTagList': {
    call: () => ({
      body: {
        contentBase64: Buffer.from('red\nblue\n').toString('base64'),
        name: 'colours',
        freeValueAllowed: false,
      },
    }),
  },
  'ou.checkExport': {},
  'ou.export': {},
  // Brandings and labels (System).
  'brandings.save': {
    system: true,
    call: (_a, x) => ({ body: { ...x.branding, name: 'Hacked' } }),
  },
  'brandings.delete': { system: true },
  'brandings.image': { exempt: 'public: branding images are shown on the sign-in page' },
  'brandings.newsAll': { system: true },
  'brandings.saveNews': { system: true, call: () => ({ body: { text: 'Hacked' } }) },
  'brandings.news': { exempt: 'public: the news of a branding are shown on its sign-in page' },
  'sso.settings': { system: true },
  'sso.save': {
    system: true,
    call: () => ({
      body: {
        enabled: false,
        issuerUrl: 'https://id.hacker.test',
        clientId: 'hacked',
        clientSecret: 'hacked',
        scopes: 'openid',
        claim: 'email',
        matchBy: 'email',
        createUsers: false,
        ouId: null,
        profileId: null,
        buttonText: 'Hacked',
        version: null,
      },
    }),
  },
  'i18n.saveTranslations': { system: true, call: () => ({ body: { translations: { en: 'Hacked' } } }) },
  // Counters of another unit.
  'counters.jobs': { call: (a) => ({ query: { ...DAY, targetOUId: a.ouId } }), emptyOk: SCOPED },
  'counters.deliveries': { call: (a) => ({ query: { ...DAY, targetOUId: a.ouId } }), emptyOk: SCOPED },
  'counters.shipments': { call: (a) => ({ query: { ...DAY, targetOUId: a.ouId } }), emptyOk: SCOPED },
  // The charts take at most 32 days (docs/api.md "Chart figures").
  'counters.charts': {
    call: (a) => ({ query: { fromDate: '2026-11-01', toDate: '2026-11-30', targetOUId: a.ouId } }),
    emptyOk: SCOPED,
    // Every day of the period is listed: empty means every figure 0 and no channel.
    isEmpty: (result) => {
      const { days, ...rest } = result as { days: unknown[] };
      return days.every(isEmptyAnswer) && isEmptyAnswer(rest);
    },
  },
  // Files.
  'files.download': {},
  // Services.
  'services.list': { call: (a) => ({ query: { ouId: a.ouId } }) },
  'services.get': {},
  'services.save': {
    call: (a, x) => ({
      multipart: {
        fields: { parameters: JSON.stringify({ ...x.service, name: 'Hacked', ouId: a.ouId }) },
        files: [],
      },
    }),
  },
  'services.delete': {},
  'services.file': {},
  'services.export': {},
  'services.testSplit': {
    call: (a) => ({ body: { fileId: a.fileId, splitConfig: { kind: 'bsc.PAGE', pagesPerPart: 1 } } }),
  },
  // Imports into A's unit (multipart field ouId).
  'services.import': {
    call: (a, x) => ({
      multipart: {
        fields: { ouId: a.ouId },
        files: [{ field: 'file', name: 'service.json', content: Buffer.from(JSON.stringify(x.service)) }],
      },
    }),
  },
  // Profiles and groups.
  'profiles.list': { call: (a) => ({ query: { ouId: a.ouId } }) },
  'profiles.services': {},
  'profiles.saveServices': {
    call: (a) => ({ body: [a.serviceId] }),
    mine: (a, _x, me) => [{ params: { profileId: me.profileId }, body: [a.serviceId] }],
  },
  'profiles.get': {},
  'profiles.save': {
    call: (a, x) => [
      { body: { ...x.profile, name: 'Hacked' } },
      { body: { ...x.profile, id: undefined, version: undefined, name: 'Intruder', ouId: a.ouId } },
    ],
    // A profile of the attacker's unit offering A's service.
    mine: (a, x, me) => [
      {
        body: {
          ...x.profile,
          id: undefined,
          version: undefined,
          name: 'Mine',
          ouId: me.ouId,
          serviceIds: [a.serviceId],
        },
      },
    ],
  },
  'profiles.delete': {},
  'profiles.offeredServices': { call: (a) => ({ query: { ouId: a.ouId } }) },
  'profiles.userPermissions': {},
  'groups.list': { call: (a) => ({ query: { ouId: a.ouId } }) },
  'groups.users': { call: (a) => ({ query: { ouId: a.ouId } }) },
  'groups.save': {
    call: (a, x) => [
      { body: { ...x.group, memberIds: [], name: 'Hacked' } },
      { body: { ouId: a.ouId, code: 'intruders', name: 'Intruders', memberIds: [a.userId] } },
    ],
    // A group of the attacker's unit with A's user as a member.
    mine: (a, _x, me) => [{ body: { ouId: me.ouId, code: 'mine', name: 'Mine', memberIds: [a.userId] } }],
  },
  'groups.delete': {},
  'behalf.services': {},
  // Pack groups and jobs.
  'packGroups.reject': { call: (a) => ({ body: { packGroupIds: [a.freePackGroupId] } }) },
  'packGroups.get': {},
  'packGroups.edit': {
    call: (a) => ({
      params: { packGroupId: a.freePackGroupId },
      body: { version: 1, rawPackRequirements: {}, rawShipmentRequirements: {} },
    }),
  },
  'packGroups.split': {
    call: (a) => ({ params: { packGroupId: a.freePackGroupId }, body: { version: 1, startPages: [1] } }),
  },
  'packGroups.rawFile': {},
  'jobs.freeze': {},
  'jobs.unfreeze': {},
  'jobs.revalidate': {},
  'jobs.create': {
    call: (a) => ({
      multipart: { fields: { parameters: JSON.stringify({ serviceId: a.serviceId }) }, files: [] },
    }),
    // A deposit on behalf of A's user into a service both units use.
    mine: (a) => [
      {
        multipart: {
          fields: { parameters: JSON.stringify({ serviceId: a.sharedServiceId, targetOwnerId: a.userId }) },
          files: [{ field: 'file.letters.0', name: 'letter.pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n') }],
        },
      },
    ],
  },
  'jobs.createStream': { call: (a) => ({ body: { parameters: { serviceId: a.serviceId }, files: [] } }) },
  'jobs.list': {
    call: (a) => [{ query: { ...DAY, targetOUId: a.ouId } }, { query: { ...DAY, targetOwnerId: a.userId } }],
    emptyOk: SCOPED,
  },
  'jobs.thumbnails': {
    call: (a) => ({ query: { jobIds: JSON.stringify([a.jobId]) } }),
    // Null, as for an id that does not exist (jobs/input-files.ts jobThumbnails).
    emptyOk: 'each id asked for answers null, as an unknown id does',
    echoesIds: true,
  },
  'jobs.inputFile': {},
  'jobs.get': {},
  'jobs.revisions': {},
  'jobs.preflightReport': {},
  'jobs.packGroups': {},
  'jobs.orphanChunks': {},
  'jobs.cancel': {},
  'pdf.page': {},
  'pdf.thumbnails': { call: () => ({ query: { pages: '1' } }) },
  'simpleJobs.computeRequirements': {
    call: (a) => ({ query: { serviceId: a.serviceId }, multipart: { fields: {}, files: [] } }),
  },
  'simpleJobs.checkRequirementValue': {
    call: (a) => [
      {
        body: {
          serviceId: a.serviceId,
          requirementName: 'mainPostalAddress',
          requirementValue: 'Ada Martin\n12 rue de la Paix\n75002 PARIS',
        },
      },
      {
        body: {
          serviceId: a.serviceId,
          targetOwnerId: a.userId,
          requirementName: 'mainPostalAddress',
          requirementValue: 'Ada Martin\n12 rue de la Paix\n75002 PARIS',
        },
      },
    ],
  },
  // Channels and options: channels.get is a platform-wide item every signed-in user may read (exempt below); the
  // channels of a unit are the unit's.
  'channels.get': { exempt: 'channels are platform-wide (System) items every signed-in user reads' },
  'channels.save': { system: true, call: (_a, x) => ({ body: { ...x.channel, label: 'Hacked' } }) },
  'channels.ofOu': {},
  'channels.saveOfOu': { system: true, call: (a) => ({ body: [a.channelId] }) },
  'channels.previewOutputFile': {
    system: true,
    call: (a) => ({ body: { outputFile: { name: 'Letters' }, sampleFileId: a.fileId } }),
  },
  'channelProviders.get': { system: true },
  'channelProviders.save': {
    system: true,
    call: () => ({ body: { version: 1, endpoint: 'https://x.test' } }),
  },
  'options.saveType': { system: true, call: (a) => ({ body: { id: a.optionTypeId, name: 'Hacked' } }) },
  'options.deleteType': { system: true },
  'options.save': { system: true, call: (_a, x) => ({ body: { ...x.option, value: 'Hacked' } }) },
  'options.delete': { system: true },
  'options.list': { exempt: 'option types are platform-wide (System) items every signed-in user reads' },
  // Orders.
  'deliveries.commandCreate': { call: (a) => ({ body: { packGroupIds: [a.freePackGroupId] } }) },
  'deliveries.checkOptions': { call: (a) => ({ body: { packGroupIds: [a.freePackGroupId] } }) },
  'deliveries.proof': { call: (a) => ({ body: { packGroupIds: [a.packGroupId] } }) },
  'deliveries.commandsList': { call: (a) => listFilters(a), emptyOk: SCOPED },
  'deliveries.commandsSearch': { call: (a) => listFilters(a), emptyOk: SCOPED },
  'deliveries.commandGet': {},
  'deliveries.commandRevisions': {},
  'deliveries.commandValidate': { call: () => ({ body: {} }) },
  'deliveries.commandReject': { call: () => ({ body: { validationReason: 'no' } }) },
  'deliveries.commandFree': { call: () => ({ body: {} }) },
  'deliveries.commandCancel': { call: () => ({ body: {} }) },
  'deliveries.list': { call: (a) => listFilters(a), emptyOk: SCOPED },
  'deliveries.search': { call: (a) => listFilters(a), emptyOk: SCOPED },
  'deliveries.get': {},
  'deliveries.revisions': {},
  // Shipments.
  'shipments.search': { call: (a) => ({ query: { deliveryId: a.deliveryId } }), emptyOk: SCOPED },
  'shipments.list': {
    call: (a) => [{ query: { ...DAY, targetOUId: a.ouId } }, { query: { ...DAY, targetOwnerId: a.userId } }],
    emptyOk: SCOPED,
  },
  'shipments.status': {
    call: (a) => ({ query: { shipmentIds: JSON.stringify([a.shipmentId]) } }),
    emptyOk: SCOPED,
  },
  'shipments.get': {},
  'shipments.revisions': {},
  'shipments.outputFile': {},
  'shipments.trackingFile': {},
  'evidence.json': {},
  'evidence.pdf': {},
  'evidence.publicKey': { exempt: 'public: the instance key a verifier pins, the same for every caller' },
  // Costs and CO₂: a command's cost is the command's; an estimate names pack groups; price lists are System's.
  'costs.ofCommand': {},
  'costs.estimate': { call: (a) => ({ body: { packGroupIds: [a.freePackGroupId] } }) },
  'costs.savePriceList': { system: true, call: () => ({ body: { version: 0, prices: null } }) },
  // E-mail: sender domains are System's; an unsubscribe link carries its own signed token.
  'mailDomains.rotate': {
    system: true,
    call: () => ({ params: { domainId: SOME_ID }, body: { version: 0 } }),
  },
  'mailDomains.remove': { system: true, call: () => ({ params: { domainId: SOME_ID } }) },
  'mailDomains.checkDns': { system: true, call: () => ({ params: { domainId: SOME_ID } }) },
  'mail.unsubscribe': { exempt: PUBLIC_BY_TOKEN },
  'mail.unsubscribePage': { exempt: PUBLIC_BY_TOKEN },
  'mail.unsubscribeConfirm': { exempt: PUBLIC_BY_TOKEN },
  'shipments.acknowledge': {
    call: (a) => ({ body: { shipmentIds: [a.shipmentId], message: 'seen' } }),
    emptyOk: "acknowledges those of the ids the caller may see: none of A's (acknowledged 0)",
  },
  'tracking.open': { exempt: PUBLIC_BY_TOKEN },
  'tracking.report': { exempt: 'public: authorised by the signature of a provider (tracking.int.test.ts)' },
  // Webhooks and recipients.
  'webhooks.get': {},
  'webhooks.listSubscriptions': {},
  'webhooks.createSubscription': { call: () => ({ body: { url: 'https://hooks.example.test/in' } }) },
  'webhooks.updateSubscription': {
    call: () => ({
      body: {
        url: 'https://hooks.example.test/in',
        description: '',
        eventTypes: [],
        enabled: false,
        version: 0,
      },
    }),
  },
  'webhooks.deleteSubscription': {},
  'webhooks.rotateSecret': {},
  'webhooks.listDeliveries': {},
  'webhooks.replayDelivery': { call: (a) => ({ params: { deliveryId: a.webhookDeliveryId } }) },
  'webhooks.replaySince': { call: () => ({ body: { sinceEventId: '0' } }) },
  // API keys of an account.
  'apiKeys.list': {},
  'apiKeys.create': {
    call: (a) => ({ body: { name: 'Intruder', scopes: ['read'], profileId: a.profileId } }),
  },
  'apiKeys.revoke': {},
  // The virtual printer: a printed file is its user's alone; automated printing names a service.
  'printer.file': {},
  'printer.deleteFile': {},
  'printer.saveConfig': { call: (a) => ({ body: { mode: 'automated', serviceId: a.serviceId } }) },
  'webhooks.save': { call: () => ({ body: { webHookURL: 'https://hooks.example.test/in' } }) },
  'recipients.saveSenderAccount': { call: (a) => ({ body: { id: a.ouId, enabled: false } }) },
  'recipients.get': {
    call: (a) => ({ query: { recipientIdentifier: a.recipientIdentifier, ouId: a.ouId } }),
  },
  'recipients.consentLink': {
    call: (a) => ({ query: { recipientIdentifier: a.recipientIdentifier, ouId: a.ouId } }),
  },
  'recipients.save': {
    call: (a) => ({
      body: {
        recipientIdentifier: a.recipientIdentifier,
        senderAccountId: a.ouId,
        mainPreferences: 'LETTER',
        emailAddress: null,
        emailValid: true,
      },
    }),
  },
  'recipients.listVisible': {
    call: (a) => ({ query: { identifier: a.recipientIdentifier } }),
    emptyOk: "a search over the caller's own recipients: it answers those, none of A's",
  },
  'recipients.confirm': { call: (a) => ({ query: { ouId: a.ouId } }) },
  'recipients.listOfOu': {},
  'recipients.revisions': { call: (a) => ({ query: { recipientIdentifier: a.recipientIdentifier } }) },
  'recipients.export': {},
  'recipients.consentSettings': {},
  'recipients.saveConsentSettings': {
    call: (_a, x) => ({ body: { ...(x.consent.settings as object), open: false } }),
  },
  'recipients.consentView': { exempt: PUBLIC_BY_TOKEN },
  'recipients.consentChoose': { exempt: PUBLIC_BY_TOKEN },
  'recipients.consentConfirm': { exempt: PUBLIC_BY_TOKEN },
  'onPremise.outputFiles': { exempt: PUBLIC_BY_TOKEN },
  'onPremise.outputFile': { exempt: PUBLIC_BY_TOKEN },
  'onPremise.outputFileFetched': { exempt: PUBLIC_BY_TOKEN },
  // A user's own address book and library.
  'addressBook.update': {
    call: () => ({
      body: {
        name: 'Hacked',
        addressLines: ['Hacked', '1 rue X', '75001 PARIS'],
        emailAddress: null,
        phoneNumber: null,
        version: 1,
      },
    }),
  },
  'addressBook.delete': {},
  'library.download': {},
  'library.delete': {},
  // Sessions.
  'systemSecurity.sessions': {
    call: (a) => [{ query: { ouId: a.ouId } }, { query: { login: 'sender' } }],
    emptyOk: SCOPED,
  },
  'systemSecurity.endSession': {},
  'systemSecurity.endUserSessions': { call: (a) => ({ body: { userId: a.userId } }) },
};

function usersCsv(a: AFixtures): Call {
  const csv = `${USER_CSV_COLUMNS.join(';')}\nintruder;;In;Truder;intruder@example.test\n`;
  return {
    multipart: {
      fields: { ouId: a.ouId },
      files: [{ field: 'file', name: 'users.csv', content: Buffer.from(csv) }],
    },
  };
}

function listFilters(a: AFixtures): Call[] {
  return [
    { query: { ...DAY, targetOUId: a.ouId } },
    { query: { ...DAY, targetOwnerId: a.userId } },
    { query: { ...DAY, jobId: a.jobId } },
  ];
}

/** Body or query keys that name an object by id. */
const ID_KEY = /^(id|identifier|parentId)$|Ids?$|IDs?$|Identifier$/;
/** Operations whose body is not an object the table can read (arrays, unions, multipart) but carries ids. */
const ID_BEARING_BODIES = new Set([
  'recipients.save',
  'profiles.saveServices',
  'jobs.create',
  'users.import',
  'users.checkImport',
  'services.import',
  'services.save',
  'simpleJobs.computeRequirements',
]);

function keysOf(schema: unknown): string[] {
  let s = schema as {
    shape?: object;
    unwrap?: () => unknown;
    _def?: { innerType?: unknown; schema?: unknown };
  };
  for (let depth = 0; s && depth < 5; depth++) {
    if (s.shape) return Object.keys(s.shape);
    const inner =
      s._def?.innerType ?? s._def?.schema ?? (typeof s.unwrap === 'function' ? s.unwrap() : undefined);
    if (!inner) break;
    s = inner as typeof s;
  }
  return [];
}

type EndpointDef = { method: string; path: string; access: unknown; query?: unknown; body?: unknown };

/** Whether an operation names objects by id: in its path, its query or its body. */
function namesIds(name: string, e: EndpointDef): boolean {
  if (e.path.includes(':')) return true;
  if (ID_BEARING_BODIES.has(name)) return true;
  return [...keysOf(e.query), ...keysOf(e.body)].some((k) => ID_KEY.test(k));
}

function urlOf(e: EndpointDef, a: AFixtures, c: Call): string {
  const path = e.path.replace(/:([A-Za-z]+)/g, (_, p: string) =>
    encodeURIComponent(c.params?.[p] ?? defaultParam(a, p)),
  );
  const pairs = Object.entries(c.query ?? {}).filter((p): p is [string, string] => p[1] !== undefined);
  const query = pairs.length > 0 ? `?${new URLSearchParams(pairs).toString()}` : '';
  return `/api${path}${query}`;
}

const callsOf = (entry: Entry, a: AFixtures, x: Extra): Call[] => {
  if ('exempt' in entry) return [];
  const made = entry.call?.(a, x) ?? {};
  return Array.isArray(made) ? made : [made];
};

/** The call with each of A's ids in its body or fields replaced by an id that exists nowhere. */
function unknownIds(c: Call, ids: string[]): [unknown, Call['multipart']] {
  const swap = (text: string) => ids.reduce((t, id) => t.split(id).join(randomUUID()), text);
  const body = c.body === undefined ? undefined : JSON.parse(swap(JSON.stringify(c.body)));
  const multipart = c.multipart && {
    fields: Object.fromEntries(Object.entries(c.multipart.fields).map(([k, v]) => [k, swap(v)])),
    files: c.multipart.files,
  };
  return [body, multipart];
}

const sameAnswer = (a: LightMyRequestResponse, b: LightMyRequestResponse): boolean => {
  const key = (r: LightMyRequestResponse) => {
    const error = (r.json() as { error?: { code?: number; labelId?: string; field?: string } }).error;
    return JSON.stringify([r.statusCode, error?.code, error?.labelId, error?.field]);
  };
  return key(a) === key(b);
};

/** Every list empty, every count 0 (at any depth): an answer that tells nothing. */
function isEmptyAnswer(value: unknown): boolean {
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'number') return value === 0;
  if (value && typeof value === 'object') return Object.values(value).every(isEmptyAnswer);
  return true;
}

const all = Object.entries(endpoints) as [string, EndpointDef][];

describe('the IDOR sweep', () => {
  it('has an entry for every operation that names an object by id', () => {
    const missing = all
      .filter(([name, e]) => namesIds(name, e) && !(name in SWEEP))
      .map(
        ([name]) => `${name}: add an entry to the IDOR sweep (apps/server/src/test/idor-sweep.int.test.ts)`,
      );
    expect(missing).toEqual([]);
    const stale = Object.keys(SWEEP).filter((name) => !(name in endpoints));
    expect(stale).toEqual([]);
  });

  describe('against tenant A', () => {
    let w: IdorWorld;
    let x: Extra;
    beforeAll(async () => {
      w = await createIdorWorld();
      const readAs = async (token: string, url: string) => {
        const res = await w.call(token, 'GET', url);
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
        return res.json().result as Record<string, unknown>;
      };
      const read = (url: string) => readAs(w.aAdmin.token, url);
      x = {
        user: await read(`/api/users/${w.a.userId}`),
        ou: await read(`/api/ou/${w.a.ouId}`),
        profile: await read(`/api/profiles/${w.a.profileId}`),
        group: ((await read(`/api/groups?ouId=${w.a.ouId}`)) as unknown as Record<string, unknown>[]).find(
          (g) => g.id === w.a.groupId,
        )!,
        service: await read(`/api/services/${w.a.serviceId}`),
        consent: await read(`/api/ou/${w.a.ouId}/consentSettings`),
        // System items, read by the demo (System) administrator.
        branding: await readAs(w.demoAdmin, `/api/brandings/all`).then((list) =>
          (list as unknown as Record<string, unknown>[]).find((b) => b.id === w.a.brandingId)!,
        ),
        channel: await readAs(w.demoAdmin, `/api/channels/${w.a.channelId}`),
        option: await readAs(w.demoAdmin, `/api/options?optionTypeId=${w.a.optionTypeId}`).then((list) =>
          (list as unknown as Record<string, unknown>[]).find((o) => o.id === w.a.optionId)!,
        ),
      };
    }, 60_000);
    afterAll(async () => {
      await w?.t.close();
    });

    it("lets A's own administrator read A's objects through the same calls (the fixtures are real)", async () => {
      for (const name of [
        'users.get',
        'ou.get',
        'profiles.get',
        'services.get',
        'files.download',
        'jobs.get',
        'jobs.packGroups',
        'packGroups.get',
        'deliveries.commandGet',
        'deliveries.get',
        'shipments.get',
        'shipments.outputFile',
        'recipients.listOfOu',
        'webhooks.get',
        'webhooks.listSubscriptions',
        'webhooks.listDeliveries',
      ]) {
        const e = endpoints[name as keyof typeof endpoints] as EndpointDef;
        for (const c of callsOf(SWEEP[name]!, w.a, x)) {
          const res = await w.call(w.aAdmin.token, e.method, urlOf(e, w.a, c), c.body, c.multipart);
          expect.soft(res.statusCode, `${name} as A's administrator: ${res.body.slice(0, 300)}`).toBe(200);
        }
      }
      // A's sender reads what it owns alone.
      for (const name of [
        'library.download',
        'files.download',
        'jobs.inputFile',
        'pdf.page',
        'shipments.trackingFile',
      ]) {
        const e = endpoints[name as keyof typeof endpoints] as EndpointDef;
        const res = await w.call(w.aSender, e.method, urlOf(e, w.a, {}));
        expect.soft(res.statusCode, `${name} as A's sender: ${res.body.slice(0, 300)}`).toBe(200);
      }
      // The searches an attacker gets empty answer A's administrator with A's objects.
      for (const name of [
        'jobs.list',
        'counters.jobs',
        'deliveries.commandsList',
        'shipments.status',
        'users.list',
      ]) {
        const e = endpoints[name as keyof typeof endpoints] as EndpointDef;
        const [c] = callsOf(SWEEP[name]!, w.a, x);
        const res = await w.call(w.aAdmin.token, e.method, urlOf(e, w.a, c!), c!.body, c!.multipart);
        expect.soft(res.statusCode, `${name}: ${res.body.slice(0, 300)}`).toBe(200);
        expect
          .soft(isEmptyAnswer(res.json().result), `${name} as A's administrator: ${res.body.slice(0, 300)}`)
          .toBe(false);
      }
    });

    it("shows none of A's objects in the attackers' own lists", async () => {
      // Every read without a path parameter, called bare: what it answers an attacker names nothing of A's.
      const shown: string[] = [];
      let answered = 0;
      for (const [name, e] of all) {
        if (e.method !== 'GET' || e.path.includes(':') || e.access === 'public') continue;
        // A stream never ends: it holds what its list answers (events.stream is events.list as it grows).
        if ('contentType' in e && e.contentType === 'text/event-stream') continue;
        for (const attacker of w.attackers) {
          const dated = keysOf(e.query).includes('fromDate') ? `?${new URLSearchParams(DAY).toString()}` : '';
          const res = await w.call(attacker.token, 'GET', `/api${e.path}${dated}`);
          if (res.statusCode !== 200) continue;
          answered++;
          const named = w.aIds.filter((id) => res.body.includes(id));
          if (named.length > 0) shown.push(`${name} as ${attacker.name} names ${named.join(', ')}`);
        }
      }
      expect(shown).toEqual([]);
      if (process.env.IDOR_TRACE) console.log(`IDOR lists answered: ${answered}`);
      expect(answered).toBeGreaterThan(40);
    });

    it('answers -3 or -12 to every other tenant and the sibling OU, and changes nothing', async () => {
      const before = await snapshot(w.t);
      const leaks: string[] = [];
      let calls = 0;
      for (const [name, e] of all) {
        const entry = SWEEP[name];
        if (!entry || 'exempt' in entry) continue;
        const system = 'system' in entry;
        const allowed = system ? [-12] : [-3, -12];
        for (const attacker of w.attackers) {
          const mine = 'mine' in entry && entry.mine ? entry.mine(w.a, x, attacker) : [];
          for (const c of [...callsOf(entry, w.a, x), ...mine]) {
            const own = mine.includes(c);
            const url = urlOf(e, w.a, c);
            calls++;
            const res = await w.call(attacker.token, e.method, url, c.body, c.multipart);
            if (process.env.IDOR_TRACE) {
              console.log(`IDOR ${name} ${attacker.name} ${res.statusCode} ${res.body.slice(0, 160)}`);
            }
            const code =
              res.statusCode >= 400 ? (res.json() as { error?: { code?: number } }).error?.code : undefined;
            // A search over the caller's own items (`emptyOk`) may answer, naming none of A's objects.
            const harmless =
              res.statusCode === 200 &&
              'emptyOk' in entry &&
              !!entry.emptyOk &&
              ('isEmpty' in entry && entry.isEmpty ? entry.isEmpty : isEmptyAnswer)(res.json().result) &&
              ('echoesIds' in entry || !w.aIds.some((id) => res.body.includes(id))) &&
              !res.body.includes(w.a.recipientIdentifier);
            // On the attacker's own item, A's id may be refused at its field (-2) as an unknown id is: the same
            // answer as with an id that exists nowhere, so it tells nothing about A.
            const asUnknown =
              own &&
              code === -2 &&
              sameAnswer(res, await w.call(attacker.token, e.method, url, ...unknownIds(c, w.aIds)));
            if (!harmless && !asUnknown && (code === undefined || !allowed.includes(code))) {
              leaks.push(
                `${name} ${e.method} ${url} as ${attacker.name}: ${res.statusCode} ${res.body.slice(0, 200)}`,
              );
            }
          }
        }
      }
      expect.soft(leaks).toEqual([]);
      expect(calls).toBeGreaterThan(400);
      const after = await snapshot(w.t);
      expect.soft(after.history, 'history rows written by refused calls').toBe(before.history);
      for (const table of Object.keys(before.rows)) {
        expect.soft(after.rows[table], `rows of ${table}`).toEqual(before.rows[table]);
      }
    }, 120_000);
  });
});
