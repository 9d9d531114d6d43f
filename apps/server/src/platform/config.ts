import fs from 'node:fs';
import path from 'node:path';
import ssh2 from 'ssh2'; // CommonJS: `utils` is not a named export under Node's ESM loader
import type { z } from 'zod';
import { envSchema } from './config-env';
import { defaultThreads } from './work/work-pool';

/** Thrown when an environment variable is wrong; main prints its one-line message and exits. */
export class ConfigError extends Error {}

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  smtpUrl: string | null;
  mailFrom: string;
  publicUrl: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  sessionTtlMinutes: number;
  resetTokenTtlMinutes: number;
  loginLimits: { perAccount: number; perAddress: number; windowMinutes: number };
  seedDemoData: boolean;
  /** Hours a delivery command waits for a validator before it is automatically rejected. */
  commandValidationHours: number;
  /** Days the event log keeps an event (docs/api.md "Events"; housekeeping deletes older ones). */
  keepEventsDays: number;
  /** When the validators' daily summary is sent: a time of day in a time zone. */
  validatorSummary: { time: string; timeZone: string };
  webDist: string;
  trustProxy: boolean;
  /** Link to the invoicing platform shown in the menu (docs/product.md §1); none when unset. */
  invoicingUrl: string | null;
  fileStore:
    | { kind: 'local'; root: string }
    | {
        kind: 's3';
        endpoint: string | null;
        region: string;
        bucket: string;
        accessKeyId: string;
        secretAccessKey: string;
        forcePathStyle: boolean;
        prefix: string;
      };
  maxUploadBytes: number;
  /** The largest document the virtual printer takes (a printed document is a few megabytes). */
  printJobMaxBytes: number;
  /**
   * The adapter of the queue port (platform/queue): embedded (the `task` table, both databases) or pg-boss
   * (PostgreSQL only, its tables in a schema of their own: several work processes).
   */
  queue: { kind: 'embedded' } | { kind: 'pg-boss'; url: string; schema: string };
  /** The work pool of heavy document work (platform/work): threads (0: inline), heap per thread, time scale. */
  work: { threads: number; memoryMb: number; timeScale: number };
  /** How deliveries are output and sent (features/sending). */
  sending: {
    /** Root of the print-drop folders: `<root>/<channel id>/<date>/<delivery nuid>/`. */
    printDropDir: string;
    /** When set, print-drop uploads to this SFTP server instead, under `<root>/<channel id>/<date>/<delivery nuid>/`. */
    printDropSftp: PrintDropSftp | null;
    /** Shipments per print output file (one PDF and one manifest each). */
    printBatchSize: number;
    /** A send refused for a passing reason is tried again after base × 2^(attempt-1) seconds, at most max. */
    retryBaseSeconds: number;
    retryMaxSeconds: number;
    /** Hand-over attempts of one shipment before it is given up (status -700). */
    maxAttempts: number;
    /**
     * How long an e-mail's claim waits unreported before a later pass resolves it without sending again (a
     * worker that died mid-hand-over); the SMTP session's socket timeout is kept under half of it.
     */
    handOverLeaseSeconds: number;
    /** Time between two statuses the simulator provider reports. */
    simulatorStepSeconds: number;
    /** Share of the simulator's shipments that end in an error status (chosen by a hash of the shipment id). */
    simulatorErrorRate: number;
    /** Channel id → endpoint of its `http-provider` (docs/providers.md); the shipments go to `<endpoint>/shipments`. */
    httpProviders: Record<string, string>;
    /** Channel id → URI of the IPP printer or CUPS queue its `ipp-print` provider prints on (docs/providers.md). */
    ippPrinters: Record<string, string>;
    /** requesting-user-name of the ipp-print provider's requests (the owner of its jobs on the printer). */
    ippUserName: string;
    /** An ipp-print job is looked at after ippPollSeconds, then twice as long each time, at most ippPollMaxSeconds. */
    ippPollSeconds: number;
    ippPollMaxSeconds: number;
    /** Channel id → SMS centre of its `smpp` provider, `smpp(s)://system_id:password@host:port` (docs/providers.md). */
    smppProviders: Record<string, string>;
    /** Seconds between two enquire_link of a bound SMPP session (its keep-alive). */
    smppEnquireLinkSeconds: number;
  };
  /** Provider name → shared secret of its tracking calls (docs/providers.md); others use DATA_DIR/tracking-secrets. */
  trackingSecrets: Record<string, string>;
  /** Key of the secrets stored encrypted in the database (platform/secret-box.ts); null: DATA_DIR/secrets.key. */
  secretsKey: string | null;
  /** What comes back from e-mails (features/mail-returns, docs/providers.md "E-mail: return path, bounces and unsubscribe"). */
  mailReturns: {
    /** Domain of the VERP return path `bounce+<token>@<domain>`; null: the domain of the message's From. */
    bounceDomain: string | null;
    /** Port of the bounce receiver (SMTP) of the work process; 0: not started. */
    smtpPort: number;
    /** Address it listens on (HOST by default). */
    smtpHost: string;
    /** Largest message it takes; bigger ones are refused (552). */
    maxMessageBytes: number;
  };
  webhooks: {
    /** Webhooks may go to private, loopback and link-local addresses (tests, on-premise setups). */
    allowPrivate: boolean;
    /** Attempts to deliver one webhook event before it is given up (at most the 8 of the schedule). */
    maxAttempts: number;
    /** How long one attempt may take, connection and answer included. */
    timeoutMs: number;
  };
};

/** Reads the configuration from environment variables; a wrong value throws one line naming the variable. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  cwd = process.cwd(),
): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(
      `Invalid configuration: ${name}=${JSON.stringify(shownValue(name, env[name] ?? ''))} ${issue.message}`,
    );
  }
  const e = parsed.data;
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  const url = e.DATABASE_URL;
  const database: Config['database'] = !url
    ? { kind: 'sqlite', file: path.join(dataDir, 'postbridge.sqlite') }
    : url.startsWith('sqlite:')
      ? { kind: 'sqlite', file: sqliteFile(url.slice('sqlite:'.length), dataDir) }
      : { kind: 'postgres', url };
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    sessionTtlMinutes: e.SESSION_TTL_MINUTES,
    resetTokenTtlMinutes: e.RESET_TOKEN_TTL_MINUTES,
    loginLimits: {
      perAccount: e.LOGIN_MAX_ATTEMPTS_PER_ACCOUNT,
      perAddress: e.LOGIN_MAX_ATTEMPTS_PER_ADDRESS,
      windowMinutes: e.LOGIN_ATTEMPT_WINDOW_MINUTES,
    },
    seedDemoData: e.SEED_DEMO_DATA,
    commandValidationHours: e.COMMAND_VALIDATION_HOURS,
    keepEventsDays: e.KEEP_EVENTS_DAYS,
    validatorSummary: { time: e.VALIDATOR_SUMMARY_TIME, timeZone: e.VALIDATOR_SUMMARY_TIME_ZONE },
    webDist: path.resolve(cwd, e.WEB_DIST ?? path.join(import.meta.dirname, '../../../web/dist')),
    trustProxy: e.TRUST_PROXY,
    invoicingUrl: e.INVOICING_URL ?? null,
    fileStore: fileStoreOf(e, dataDir),
    maxUploadBytes: e.MAX_UPLOAD_MB * 1024 * 1024,
    printJobMaxBytes: e.PRINT_JOB_MAX_MB * 1024 * 1024,
    queue: queueOf(e, database),
    work: {
      threads: e.WORK_THREADS ?? defaultThreads(),
      memoryMb: e.WORK_THREAD_MEMORY_MB,
      timeScale: e.WORK_TIME_SCALE,
    },
    sending: {
      printDropDir: path.resolve(cwd, e.PRINT_DROP_DIR ?? path.join(dataDir, 'print-drop')),
      printDropSftp: printDropSftpOf(e, cwd),
      printBatchSize: e.PRINT_BATCH_SIZE,
      retryBaseSeconds: e.SEND_RETRY_BASE_SECONDS,
      retryMaxSeconds: Math.max(e.SEND_RETRY_MAX_SECONDS, e.SEND_RETRY_BASE_SECONDS),
      maxAttempts: e.SEND_MAX_ATTEMPTS,
      handOverLeaseSeconds: e.SEND_HAND_OVER_LEASE_SECONDS,
      simulatorStepSeconds: e.SIMULATOR_STEP_SECONDS,
      simulatorErrorRate: e.SIMULATOR_ERROR_RATE,
      httpProviders: Object.fromEntries(
        (e.HTTP_PROVIDERS ?? '')
          .split(',')
          .filter((pair) => pair.trim())
          .map((pair) => pair.trim().split(/=(.*)/s, 2))
          .map(([channelId, url]) => [channelId!, url!.replace(/\/+$/, '')]),
      ),
      ippPrinters: Object.fromEntries(
        (e.IPP_PRINTERS ?? '')
          .split(',')
          .filter((pair) => pair.trim())
          .map((pair) => pair.trim().split(/=(.*)/s, 2) as [string, string]),
      ),
      ippUserName: e.IPP_USER_NAME,
      ippPollSeconds: e.IPP_POLL_SECONDS,
      ippPollMaxSeconds: Math.max(e.IPP_POLL_MAX_SECONDS, e.IPP_POLL_SECONDS),
      smppProviders: Object.fromEntries(
        (e.SMPP_PROVIDERS ?? '')
          .split(',')
          .filter((pair) => pair.trim())
          .map((pair) => pair.trim().split(/=(.*)/s, 2) as [string, string]),
      ),
      smppEnquireLinkSeconds: e.SMPP_ENQUIRE_LINK_SECONDS,
    },
    trackingSecrets: Object.fromEntries(
      (e.TRACKING_SECRETS ?? '')
        .split(',')
        .filter((pair) => pair.trim())
        .map((pair) => pair.trim().split(/=(.*)/s, 2) as [string, string]),
    ),
    secretsKey: e.SECRETS_KEY?.trim() ?? null,
    mailReturns: {
      bounceDomain: e.BOUNCE_DOMAIN?.toLowerCase() ?? null,
      smtpPort: e.BOUNCE_SMTP_PORT,
      smtpHost: e.BOUNCE_SMTP_HOST ?? e.HOST,
      maxMessageBytes: e.BOUNCE_MAX_MESSAGE_MB * 1024 * 1024,
    },
    webhooks: {
      allowPrivate: e.WEBHOOK_ALLOW_PRIVATE,
      maxAttempts: e.WEBHOOK_MAX_ATTEMPTS,
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
    },
  };
}

/** A value as a start error may show it: secrets hidden, and a URL's password (user:password@host) masked. */
export function shownValue(name: string, value: string): string {
  if (/SECRET|PASSWORD|TOKEN/.test(name)) return '***';
  return value.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@\s]*):[^@/\s]*@/i, '$1:***@');
}

function fileStoreOf(e: z.infer<typeof envSchema>, dataDir: string): Config['fileStore'] {
  if (e.FILE_STORE === 'local') return { kind: 'local', root: path.join(dataDir, 'files') };
  for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
    if (!e[name]) throw new ConfigError(`Invalid configuration: ${name} is required when FILE_STORE=s3`);
  }
  return {
    kind: 's3',
    endpoint: e.S3_ENDPOINT ?? null,
    region: e.S3_REGION,
    bucket: e.S3_BUCKET!,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    prefix: e.S3_PREFIX,
  };
}

function queueOf(e: z.infer<typeof envSchema>, database: Config['database']): Config['queue'] {
  if (e.QUEUE === 'embedded') return { kind: 'embedded' };
  if (database.kind !== 'postgres')
    throw new ConfigError(
      'Invalid configuration: QUEUE=pg-boss needs PostgreSQL (DATABASE_URL=postgres://…); use QUEUE=embedded on SQLite',
    );
  return { kind: 'pg-boss', url: database.url, schema: e.PG_BOSS_SCHEMA };
}

/** An SFTP server of the print drop: where to log in, how, and the one host key accepted. */
export type PrintDropSftp = {
  host: string;
  port: number;
  username: string;
  password: string | null;
  /** Path of an unencrypted private key file (checked readable and parsable at start). */
  privateKeyFile: string | null;
  /** Remote folder the drop folders go under (must exist); `.` (the login folder) when the URL has no path. */
  root: string;
  /** SHA-256 of the server's host key, base64 without padding (OpenSSH's `SHA256:` fingerprint without it). */
  hostKeySha256: string;
};

function printDropSftpOf(e: z.infer<typeof envSchema>, cwd: string): PrintDropSftp | null {
  if (!e.PRINT_DROP_SFTP_URL) return null;
  const invalid = (message: string) => new ConfigError(`Invalid configuration: ${message}`);
  if (!e.PRINT_DROP_SFTP_HOST_KEY_SHA256)
    throw invalid('PRINT_DROP_SFTP_HOST_KEY_SHA256 is required when PRINT_DROP_SFTP_URL is set');
  let url: URL;
  try {
    url = new URL(e.PRINT_DROP_SFTP_URL);
  } catch {
    throw invalid('PRINT_DROP_SFTP_URL is not a valid URL');
  }
  const password = url.password ? decodeURIComponent(url.password) : null;
  let privateKeyFile: string | null = null;
  if (e.PRINT_DROP_SFTP_KEY_FILE) {
    privateKeyFile = path.resolve(cwd, e.PRINT_DROP_SFTP_KEY_FILE);
    let parsed: ReturnType<typeof ssh2.utils.parseKey>;
    try {
      parsed = ssh2.utils.parseKey(fs.readFileSync(privateKeyFile));
    } catch (err) {
      throw invalid(`PRINT_DROP_SFTP_KEY_FILE cannot be read (${(err as Error).message})`);
    }
    if (parsed instanceof Error || !parsed.isPrivateKey())
      throw invalid(
        `PRINT_DROP_SFTP_KEY_FILE is not an unencrypted private key${parsed instanceof Error ? ` (${parsed.message})` : ''}`,
      );
  }
  if (!password && !privateKeyFile)
    throw invalid('PRINT_DROP_SFTP_URL needs a password in the URL or PRINT_DROP_SFTP_KEY_FILE');
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : 22,
    username: decodeURIComponent(url.username),
    password,
    privateKeyFile,
    root:
      url.pathname && url.pathname !== '/'
        ? decodeURIComponent(url.pathname).replace(/\/+$/, '')
        : url.pathname || '.',
    hostKeySha256: e.PRINT_DROP_SFTP_HOST_KEY_SHA256.replace(/^SHA256:/, '').replace(/=$/, ''),
  };
}

function sqliteFile(rest: string, dataDir: string): string {
  const file = rest.replace(/^\/\//, '');
  if (file === ':memory:') return file;
  return path.isAbsolute(file) ? file : path.resolve(dataDir, '..', file);
}
