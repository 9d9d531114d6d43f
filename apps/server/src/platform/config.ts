import path from 'node:path';
import { z } from 'zod';

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
  COMMAND_VALIDATION_HOURS: positiveInt.default(72),
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
  webDist: string;
  trustProxy: boolean;
  /** Link to the invoicing platform shown in the menu (spec §1); none when unset. */
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
      `Invalid configuration: ${name}=${JSON.stringify(env[name] ?? '')} ${issue.message}`,
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
    webDist: path.resolve(cwd, e.WEB_DIST ?? path.join(import.meta.dirname, '../../../web/dist')),
    trustProxy: e.TRUST_PROXY,
    invoicingUrl: e.INVOICING_URL ?? null,
    fileStore: fileStoreOf(e, dataDir),
    maxUploadBytes: e.MAX_UPLOAD_MB * 1024 * 1024,
  };
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

function sqliteFile(rest: string, dataDir: string): string {
  const file = rest.replace(/^\/\//, '');
  if (file === ':memory:') return file;
  return path.isAbsolute(file) ? file : path.resolve(dataDir, '..', file);
}
