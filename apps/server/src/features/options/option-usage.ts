import { channelSchema, serviceSchema } from '@postbridge/domain';
import type { Transaction } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';
import { channelConfigurations, serviceConfigurationsMentioning } from './queries';

/** What an option reference is matched on: its type, or one option. */
type OptionRef = { optionTypeId: string } | { optionId: string };

const matches = (ref: OptionRef, used: { optionTypeId: string; optionId: string }) =>
  'optionId' in ref ? used.optionId === ref.optionId : used.optionTypeId === ref.optionTypeId;

/**
 * The names of the channels whose output files offer the option (or an option of the type), then of the services
 * whose channels order it. A delete is refused while the list is not empty.
 */
export async function optionUsers(db: Db | Transaction<Database>, ref: OptionRef): Promise<string[]> {
  const channels = (await channelConfigurations(db)).filter((row) =>
    channelSchema
      .parse(JSON.parse(row.configuration))
      .outputFiles.some((file) =>
        file.options.some((group) =>
          group.options.some((option) => matches(ref, { optionTypeId: group.optionTypeId, ...option })),
        ),
      ),
  );
  const id = 'optionId' in ref ? ref.optionId : ref.optionTypeId;
  const services = (await serviceConfigurationsMentioning(db, id)).filter((row) =>
    serviceSchema
      .parse(JSON.parse(row.configuration))
      .channels.some((channel) =>
        channel.outputFileConfiguration.options.some((option) => matches(ref, option)),
      ),
  );
  return [...channels, ...services].map((row) => row.name);
}
