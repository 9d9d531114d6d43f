import type { Migration } from 'kysely/migration';
import * as m0001 from './0001-foundation';
import * as m0002 from './0002-tasks';
import * as m0003 from './0003-stored-files';
import * as m0004 from './0004-services';
import * as m0005 from './0005-jobs-pack-groups';
import * as m0006 from './0006-job-flags';
import * as m0007 from './0007-packs-orphans';
import * as m0008 from './0008-retention';
import * as m0009 from './0009-channels-options';
import * as m0010 from './0010-deliveries';
import * as m0011 from './0011-webhooks';
import * as m0012 from './0012-notifications';
import * as m0013 from './0013-recipients';
import * as m0014 from './0014-shipment-keys';
import * as m0015 from './0015-list-indexes';
import * as m0017 from './0017-users';
import * as m0019 from './0019-settings';
import * as m0020 from './0020-channel-countries';
import * as m0021 from './0021-task-lease';
import * as m0022 from './0022-consent-settings';
import * as m0023 from './0023-login-failures';
import * as m0024 from './0024-branding-content';
import * as m0025 from './0025-label-overrides';
import * as m0026 from './0026-system-settings';
import * as m0027 from './0027-channel-providers';
import * as m0028 from './0028-preflight';
import * as m0029 from './0029-api-keys';
import * as m0030 from './0030-sso';
import * as m0031 from './0031-virtual-printer';
import * as m0032 from './0032-idempotency';
import * as m0033 from './0033-job-progress';
import * as m0034 from './0034-events';
import * as m0035 from './0035-webhook-subscriptions';
import * as m0036 from './0036-proof-chain';
import * as m0037 from './0037-price-lists';
import * as m0038 from './0038-mail-domains';
import * as m0039 from './0039-escalation';
import * as m0040 from './0040-smpp';
import * as m0041 from './0041-http-limits';
import * as m0042 from './0042-hand-over-complete';

/** Append-only list of migrations, in order (STYLE.md habit 12). */
export const migrations: Record<string, Migration> = {
  '0001-foundation': m0001,
  '0002-tasks': m0002,
  '0003-stored-files': m0003,
  '0004-services': m0004,
  '0005-jobs-pack-groups': m0005,
  '0006-job-flags': m0006,
  '0007-packs-orphans': m0007,
  '0008-retention': m0008,
  '0009-channels-options': m0009,
  '0010-deliveries': m0010,
  '0011-webhooks': m0011,
  '0012-notifications': m0012,
  '0013-recipients': m0013,
  '0014-shipment-keys': m0014,
  '0015-list-indexes': m0015,
  '0017-users': m0017,
  '0019-settings': m0019,
  '0020-channel-countries': m0020,
  '0021-task-lease': m0021,
  '0022-consent-settings': m0022,
  '0023-login-failures': m0023,
  '0024-branding-content': m0024,
  '0025-label-overrides': m0025,
  '0026-system-settings': m0026,
  '0027-channel-providers': m0027,
  '0028-preflight': m0028,
  '0029-api-keys': m0029,
  '0030-sso': m0030,
  '0031-virtual-printer': m0031,
  '0032-idempotency': m0032,
  '0033-job-progress': m0033,
  '0034-events': m0034,
  '0035-webhook-subscriptions': m0035,
  '0036-proof-chain': m0036,
  '0037-price-lists': m0037,
  '0038-mail-domains': m0038,
  '0039-escalation': m0039,
  '0040-smpp': m0040,
  '0041-http-limits': m0041,
  '0042-hand-over-complete': m0042,
};
