import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session tokens and password-reset tokens. Only their hash is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
