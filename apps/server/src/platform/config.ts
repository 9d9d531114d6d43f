import fs from 'node:fs';
import path from 'node:path';
import ssh2 from 'ssh2'; // CommonJS: `utils` is not a named export under Node's ESM loader
import { z } from 'zod';
import { defaultThreads } from './work/work-pool';

/** Thrown when an environment variable is wrong; main prints its one-line message and exits. */
export class ConfigError extends Error {}

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => ['true', '1', 'yes'].includes(v));
const positiveInt = z.coerce.number().int().positive();

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres(ql)?:\/\/|sqlite:)/, 'must start with postgres://, postgresql:// or sqlite:')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Postbridge <no-reply@localhost>'),
  PUBLIC_URL: z.string().url().optional(),
  BOUNCE_DOMAIN: z
    .string()
    .regex(
      /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i,
      'must be a domain name',
    )
    .optional(),
  BOUNCE_SMTP_PORT: z.coerce.number().int().min(0).max(65535).default(2525),
  BOUNCE_SMTP_HOST: z.string().min(1).optional(),
  BOUNCE_MAX_MESSAGE_MB: positiveInt.max(100).default(25),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_MINUTES: positiveInt.default(480),
  RESET_TOKEN_TTL_MINUTES: positiveInt.default(60),
  LOGIN_MAX_ATTEMPTS_PER_ACCOUNT: positiveInt.default(5),
  LOGIN_MAX_ATTEMPTS_PER_ADDRESS: positiveInt.default(30),
  LOGIN_ATTEMPT_WINDOW_MINUTES: positiveInt.default(15),
  SEED_DEMO_DATA: bool.default(true),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: bool.default(false),
  INVOICING_URL: z.string().url().optional(),
  FILE_STORE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(true),
  S3_PREFIX: z.string().default(''),
  MAX_UPLOAD_MB: positiveInt.default(1024),
  PRINT_JOB_MAX_MB: positiveInt.default(100),
  COMMAND_VALIDATION_HOURS: positiveInt.default(72),
  VALIDATOR_SUMMARY_TIME: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:mm')
    .default('18:00'),
  VALIDATOR_SUMMARY_TIME_ZONE: z.string().min(1).default('Europe/Paris'),
  PRINT_DROP_DIR: z.string().min(1).optional(),
  PRINT_DROP_SFTP_URL: z
    .string()
    .regex(/^sftp:\/\/[^@/\s]+@[^/\s]+(\/\S*)?$/, 'must be sftp://user[:password]@host[:port][/folder]')
    .optional(),
  PRINT_DROP_SFTP_KEY_FILE: z.string().min(1).optional(),
  PRINT_DROP_SFTP_HOST_KEY_SHA256: z
    .string()
    .regex(
      /^(SHA256:)?[A-Za-z0-9+/]{43}=?$/,
      'must be the SHA-256 fingerprint ssh-keygen -l prints (SHA256:…)',
    )
    .optional(),
  PRINT_BATCH_SIZE: positiveInt.default(250),
  SEND_RETRY_BASE_SECONDS: positiveInt.default(30),
  SEND_RETRY_MAX_SECONDS: positiveInt.default(3600),
  SEND_MAX_ATTEMPTS: positiveInt.default(10),
  SEND_HAND_OVER_LEASE_SECONDS: z.coerce.number().int().min(10).default(300),
  SIMULATOR_STEP_SECONDS: positiveInt.default(20),
  SIMULATOR_ERROR_RATE: z.coerce.number().min(0).max(1).default(0.1),
  HTTP_PROVIDERS: z
    .string()
    .regex(
      /^\s*[\w.-]+=https?:\/\/[^,\s]+(\s*,\s*[\w.-]+=https?:\/\/[^,\s]+)*\s*$/,
      'must be channelId=http(s) URL pairs separated by commas',
    )
    .optional(),
  SMPP_PROVIDERS: z
    .string()
    .regex(
      /^\s*[\w.-]+=smpps?:\/\/[^,\s]+(\s*,\s*[\w.-]+=smpps?:\/\/[^,\s]+)*\s*$/,
      'must be channelId=smpp(s)://system_id:password@host:port pairs separated by commas',
    )
    .optional(),
  SMPP_ENQUIRE_LINK_SECONDS: positiveInt.max(3600).default(30),
  IPP_PRINTERS: z
    .string()
    .regex(
      /^\s*[\w.-]+=ipps?:\/\/[^,\s]+(\s*,\s*[\w.-]+=ipps?:\/\/[^,\s]+)*\s*$/,
      'must be channelId=ipp:// or ipps:// printer URI pairs separated by commas',
    )
    .optional(),
  IPP_USER_NAME: z
    .string()
    .regex(/^[\w.@-]{1,64}$/, 'must be a user name of letters, digits, _, ., @ or -')
    .default('postbridge'),
  IPP_POLL_SECONDS: positiveInt.default(5),
  IPP_POLL_MAX_SECONDS: positiveInt.default(30),
  TRACKING_SECRETS: z
    .string()
    .regex(
      /^\s*[a-z0-9][\w-]{0,63}=[^,\s]{16,}(\s*,\s*[a-z0-9][\w-]{0,63}=[^,\s]{16,})*\s*$/i,
      'must be provider=secret pairs separated by commas, each secret of 16 characters or more',
    )
    .optional(),
  SECRETS_KEY: z
    .string()
    .regex(
      /^\s*([0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=?)\s*$/,
      'must be 32 bytes written as 64 hex digits or in base64',
    )
    .optional(),
  KEEP_EVENTS_DAYS: positiveInt.max(3650).default(30),
  WEBHOOK_ALLOW_PRIVATE: bool.default(false),
  WEBHOOK_MAX_ATTEMPTS: positiveInt.max(8).default(8),
  WEBHOOK_TIMEOUT_MS: positiveInt.max(60_000).default(10_000),
  WORK_THREADS: z.coerce.number().int().min(0).max(64).optional(),
  WORK_THREAD_MEMORY_MB: positiveInt.min(128).default(2048),
  WORK_TIME_SCALE: z.coerce.number().positive().max(100).default(1),
  QUEUE: z.enum(['embedded', 'pg-boss']).default('embedded'),
  PG_BOSS_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a schema name: lower-case letters, digits and _')
    .default('pgboss'),
});

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
