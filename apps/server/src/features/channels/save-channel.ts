import { STANDARD_PDF_FONTS } from '@postbridge/documents';
import {
  CHANNEL_ID_PATTERN,
  channelSaveParametersSchema,
  hasErrors,
  validateChannel,
  type Channel,
  type SavedChannel,
  type ValidationIssue,
  type ValidationMessageKey,
} from '@postbridge/domain';
import { newId } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { errors, schemaIssues } from '../../platform/errors';
import type { SessionContext } from '../../platform/policy';
import { appendHistory } from '../../platform/history/queries';
import { canAdminChannels, presentChannel } from './channel-access';
import { hashExternalOutputToken, newExternalOutputToken } from './external-output-token';
import { channelById, insertChannel, optionReferences, updateChannelAt } from './queries';

/**
 * POST /channels: creates (no `version`) or updates (`version` = the stored one, else -13) a channel. Super
 * administrators only (-12). The body is checked whole: every problem of shape and of the rules of
 * validateChannel is refused at once (-2 with `issues`); warnings (an unknown time zone) do not stop the save.
 * The external output token is generated when the channel first needs one (externalOutputTrigger) or on
 * `regenerateExternalOutputToken`, and shown in this answer only; turning the trigger off revokes it. The
 * destination countries are written in capitals, and kept in their own column too (migration 0020).
 */
export async function saveChannel(deps: Deps, session: SessionContext, body: unknown): Promise<SavedChannel> {
  if (!canAdminChannels(session)) throw errors.unauthorized();
  const parsed = channelSaveParametersSchema.safeParse(body);
  if (!parsed.success) throw errors.invalid('body', schemaIssues(parsed.error));
  const { version, regenerateExternalOutputToken: regenerate, ...input } = parsed.data;

  const issues: ValidationIssue[] = [];
  const creating = version === undefined;
  const id = input.id.trim() || (creating ? newId() : '');
  const existing = creating ? undefined : await channelById(deps.db, id);
  if (creating) {
    if (!CHANNEL_ID_PATTERN.test(id)) issues.push(issue('channel.idInvalid', 'id', { id }));
    else if (await channelById(deps.db, id)) issues.push(issue('channel.idTaken', 'id', { id }));
  } else {
    if (!existing) throw errors.notFound('The channel');
    if (version !== existing.version) throw errors.editionConflict();
  }

  const channel: Channel = {
    ...input,
    id,
    // Country codes are kept in capitals, as ISO writes them and as the address check answers them ('fr' → 'FR').
    destinationCountries: input.destinationCountries.map((code) => code.trim().toUpperCase()),
    outputFiles: input.outputFiles.map((file) => ({ ...file, id: file.id.trim() || newId() })),
  };
  issues.push(
    ...validateChannel(channel, { ...(await optionReferences(deps.db)), fonts: STANDARD_PDF_FONTS }),
  );
  if (regenerate && !channel.externalOutputTrigger) {
    issues.push(issue('channel.tokenWithoutTrigger', 'regenerateExternalOutputToken'));
  }
  if (hasErrors(issues)) throw errors.invalid('body', issues);

  const storedHash = existing?.external_output_token_hash ?? null;
  const token =
    channel.externalOutputTrigger && (regenerate || storedHash === null) ? newExternalOutputToken() : null;
  const tokenHash = channel.externalOutputTrigger
    ? token
      ? hashExternalOutputToken(token)
      : storedHash
    : null;

  const now = deps.clock.now().toISOString();
  const columns = {
    name: channel.name,
    channel_type: channel.channelType,
    enabled: channel.enabled ? 1 : 0,
    configuration: JSON.stringify(channel),
    destination_countries: JSON.stringify(channel.destinationCountries),
    external_output_token_hash: tokenHash,
    updated_at: now,
    updated_by: session.userId,
  };
  await deps.db.transaction().execute(async (tx) => {
    if (existing) {
      if (!(await updateChannelAt(tx, id, existing.version, columns))) throw errors.editionConflict();
    } else {
      await insertChannel(tx, { id, ...columns, created_at: now, created_by: session.userId });
    }
    // Platform-wide records have no OU of their own: their history carries the OU of the user who changed them.
    await appendHistory(tx, {
      entityType: 'channel',
      entityId: id,
      ouId: session.ouId,
      action: existing ? 'update' : 'create',
      login: session.login,
      at: now,
      details: {
        name: channel.name,
        version: existing ? existing.version + 1 : 1,
        externalOutputToken: token ? 'generated' : tokenHash ? 'kept' : storedHash ? 'revoked' : 'none',
      },
    });
  });
  return presentChannel((await channelById(deps.db, id))!, token);
}

function issue(key: ValidationMessageKey, path: string, params?: ValidationIssue['params']): ValidationIssue {
  return params ? { key, path, severity: 'error', params } : { key, path, severity: 'error' };
}
