import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, shownValue } from './config';

describe('configuration from the environment', () => {
  it('defaults to port 8080, ./data and a SQLite file inside it', () => {
    const c = loadConfig({}, '/srv/app');
    expect(c.port).toBe(8080);
    expect(c.dataDir).toBe('/srv/app/data');
    expect(c.database).toEqual({ kind: 'sqlite', file: path.join('/srv/app/data', 'postbridge.sqlite') });
    expect(c.publicUrl).toBe('http://localhost:8080');
    expect(c.smtpUrl).toBeNull();
  });

  it('chooses PostgreSQL from DATABASE_URL and honours PORT and DATA_DIR', () => {
    const c = loadConfig(
      { DATABASE_URL: 'postgres://u@127.0.0.1:5432/test', PORT: '9000', DATA_DIR: '/var/pb' },
      '/',
    );
    expect(c.database).toEqual({ kind: 'postgres', url: 'postgres://u@127.0.0.1:5432/test' });
    expect(c.port).toBe(9000);
    expect(c.dataDir).toBe('/var/pb');
  });

  it.each([
    [{ PORT: 'eighty' }, /^Invalid configuration: PORT="eighty"/],
    [{ PORT: '70000' }, /^Invalid configuration: PORT="70000"/],
    [
      { DATABASE_URL: 'mysql://x' },
      /^Invalid configuration: DATABASE_URL="mysql:\/\/x" must start with postgres/,
    ],
    [{ SMTP_URL: 'http://mail' }, /^Invalid configuration: SMTP_URL=/],
    [{ LOG_LEVEL: 'loud' }, /^Invalid configuration: LOG_LEVEL=/],
  ])('stops on a wrong value with one line naming the variable (%o)', (env, message) => {
    expect(() => loadConfig(env, '/')).toThrow(ConfigError);
    expect(() => loadConfig(env, '/')).toThrow(message);
    try {
      loadConfig(env, '/');
    } catch (e) {
      expect((e as Error).message.split('\n')).toHaveLength(1);
    }
  });

  it('uses the embedded queue by default, and pg-boss on PostgreSQL only', () => {
    const postgres = 'postgres://u@127.0.0.1:5432/test';
    expect(loadConfig({}, '/').queue).toEqual({ kind: 'embedded' });
    expect(loadConfig({ DATABASE_URL: postgres }, '/').queue).toEqual({ kind: 'embedded' });
    expect(loadConfig({ DATABASE_URL: postgres, QUEUE: 'pg-boss' }, '/').queue).toEqual({
      kind: 'pg-boss',
      url: postgres,
      schema: 'pgboss',
    });
    expect(
      loadConfig({ DATABASE_URL: postgres, QUEUE: 'pg-boss', PG_BOSS_SCHEMA: 'jobs_q' }, '/').queue,
    ).toMatchObject({ schema: 'jobs_q' });
    expect(() => loadConfig({ QUEUE: 'pg-boss' }, '/')).toThrow(
      /^Invalid configuration: QUEUE=pg-boss needs PostgreSQL \(DATABASE_URL=postgres:\/\/…\)/,
    );
    expect(() => loadConfig({ QUEUE: 'rabbit' }, '/')).toThrow(/^Invalid configuration: QUEUE="rabbit"/);
    expect(() => loadConfig({ PG_BOSS_SCHEMA: 'Bad-Name' }, '/')).toThrow(
      /^Invalid configuration: PG_BOSS_SCHEMA="Bad-Name" must be a schema name/,
    );
  });

  it('keeps files under DATA_DIR/files by default and needs bucket and keys for the S3 store', () => {
    expect(loadConfig({}, '/srv').fileStore).toEqual({ kind: 'local', root: '/srv/data/files' });
    expect(() => loadConfig({ FILE_STORE: 's3' }, '/')).toThrow(
      'Invalid configuration: S3_BUCKET is required when FILE_STORE=s3',
    );
    const s3 = loadConfig(
      {
        FILE_STORE: 's3',
        S3_BUCKET: 'mail',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
      },
      '/',
    ).fileStore;
    expect(s3).toMatchObject({
      kind: 's3',
      bucket: 'mail',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
    });
  });
});

describe('start errors', () => {
  it('never show a password or a secret', () => {
    expect(() =>
      loadConfig({ SMTP_URL: 'smtp://mail:S3cr3t@smtp.example.org:587', PORT: 'x' }, '/tmp'),
    ).toThrow(/PORT/);
    expect(shownValue('SMTP_URL', 'smtp://mail:S3cr3t@smtp.example.org:587')).toBe(
      'smtp://mail:***@smtp.example.org:587',
    );
    expect(shownValue('PRINT_DROP_SFTP_URL', 'sftp://drop:p%40ss@host/inbound')).toBe(
      'sftp://drop:***@host/inbound',
    );
    expect(shownValue('S3_SECRET_ACCESS_KEY', 'abc')).toBe('***');
    expect(shownValue('PORT', 'eighty')).toBe('eighty');
  });
});
