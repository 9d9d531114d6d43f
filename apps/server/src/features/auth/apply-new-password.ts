import type { Transaction } from 'kysely';
import { AppError } from '../../platform/errors';
import type { Database } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { appendHistory } from '../../platform/history/queries';
import { securitySettings, withPasswordDefaults } from '../system-security';
import { MIN_PASSWORD_LENGTH } from '@postbridge/domain';
import { checkPasswordPolicy } from './password-policy';
import { setPassword, type AccountRow } from './queries';

/**
 * The one path by which a password changes (own change or lost-password reset): refuses an unchanged or
 * policy-breaking password, stores the argon2id hash and writes the change to the user's history.
 * `inTransaction` lets the caller add its own writes (token use, session revocation) to the same commit.
 */
export async function applyNewPassword(
  deps: Deps,
  account: AccountRow,
  input: { newPassword: string; previousPassword?: string; actorLogin: string; action: string },
  inTransaction: (tx: Transaction<Database>, at: string) => Promise<void>,
): Promise<void> {
  // The minimum entropy with the instance default where the account's OUs set none (System > Security).
  const { min_password_entropy: minEntropy } = withPasswordDefaults(account, await securitySettings(deps));
  if (await verifyPassword(account.password_hash, input.newPassword)) {
    throw new AppError('passwordUnchanged', 'The password is unchanged...', 'error.passwordUnchanged');
  }
  const verdict = checkPasswordPolicy({
    newPassword: input.newPassword,
    minEntropyBits: minEntropy,
    userWords: [
      account.login,
      account.first_name ?? '',
      account.last_name ?? '',
      ...(account.email_address ?? '').split('@'),
    ],
    ...(input.previousPassword !== undefined ? { previousPassword: input.previousPassword } : {}),
  });
  if (!verdict.ok && verdict.reason === 'tooShort') {
    throw new AppError(
      'passwordPolicy',
      `The password does not comply with the security policy... It must have at least ${MIN_PASSWORD_LENGTH} characters.`,
      'error.passwordTooShort',
      { minimum: MIN_PASSWORD_LENGTH },
    );
  }
  if (!verdict.ok && verdict.reason === 'breached') {
    throw new AppError(
      'passwordPolicy',
      'The password does not comply with the security policy... It is among the passwords leaked from other sites.',
      'error.passwordBreached',
    );
  }
  if (!verdict.ok) {
    throw verdict.reason === 'tooSimilar'
      ? new AppError(
          'passwordPolicy',
          'The password does not comply with the security policy... too similar',
          'error.passwordTooSimilar',
        )
      : new AppError(
          'passwordPolicy',
          'The password does not comply with the security policy... too weak',
          'error.passwordPolicy',
          { entropy: verdict.entropyBits, minimum: minEntropy },
        );
  }
  const passwordHash = await hashPassword(input.newPassword);
  const at = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (tx) => {
    await setPassword(tx, account.id, passwordHash, at);
    await appendHistory(tx, {
      entityType: 'user',
      entityId: account.id,
      ouId: account.ou_id,
      action: input.action,
      login: input.actorLogin,
      at,
    });
    await inTransaction(tx, at);
  });
}
