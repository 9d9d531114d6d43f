import { z } from 'zod';

// The environment variables the server reads, their types, bounds and defaults (docs/configuration.md);
// config.ts turns them into the Config the rest of the server uses.

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => ['true', '1', 'yes'].includes(v));
const positiveInt = z.coerce.number().int().positive();

export const envSchema = z.object({
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
