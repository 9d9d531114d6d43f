import type { Deps } from '../../platform/deps';
import { appendHistory } from '../../platform/history/queries';
import { insertOptionType, insertOptionValue, optionTypeById, optionValueById } from '../options/queries';

type DemoOptionType = {
  id: string;
  name: string;
  recomputeTrigger: boolean;
  values: { id: string; value: string; default?: boolean }[];
};

/**
 * The demo option types and options, offered by the demo postal channels (demo-channels.ts). The
 * printing mode changes the sheets a letter is printed on, so choosing it recomputes the delivery.
 */
const DEMO_OPTION_TYPES: readonly DemoOptionType[] = [
  {
    id: 'colour',
    name: 'Colour',
    recomputeTrigger: false,
    values: [
      { id: 'colour-bw', value: 'Black and white', default: true },
      { id: 'colour-colour', value: 'Colour' },
    ],
  },
  {
    id: 'printing',
    name: 'Printing',
    recomputeTrigger: true,
    values: [
      { id: 'printing-recto', value: 'Recto', default: true },
      { id: 'printing-recto-verso', value: 'Recto-verso' },
    ],
  },
  {
    id: 'envelope',
    name: 'Envelope',
    recomputeTrigger: false,
    values: [
      { id: 'envelope-dl', value: 'DL window', default: true },
      { id: 'envelope-c4', value: 'C4 window' },
    ],
  },
];

/** Adds the demo option types and options the database does not have yet (by id); the seed's root OU in history. */
export async function seedDemoOptions(deps: Pick<Deps, 'db' | 'clock'>, rootOuId: string): Promise<void> {
  const now = deps.clock.now().toISOString();
  for (const type of DEMO_OPTION_TYPES) {
    await deps.db.transaction().execute(async (tx) => {
      if (!(await optionTypeById(tx, type.id))) {
        await insertOptionType(tx, {
          id: type.id,
          name: type.name,
          recompute_trigger: type.recomputeTrigger ? 1 : 0,
          created_at: now,
          updated_at: now,
        });
        await appendHistory(tx, {
          entityType: 'optionType',
          entityId: type.id,
          ouId: rootOuId,
          action: 'create',
          login: null,
          at: now,
          details: { name: type.name, recomputeTrigger: type.recomputeTrigger, seed: true },
        });
      }
      for (const [rank, option] of type.values.entries()) {
        if (await optionValueById(tx, option.id)) continue;
        await insertOptionValue(tx, {
          id: option.id,
          option_type_id: type.id,
          value: option.value,
          rank,
          is_default: option.default ? 1 : 0,
          created_at: now,
          updated_at: now,
        });
        await appendHistory(tx, {
          entityType: 'option',
          entityId: option.id,
          ouId: rootOuId,
          action: 'create',
          login: null,
          at: now,
          details: {
            optionTypeId: type.id,
            value: option.value,
            default: option.default ?? false,
            seed: true,
          },
        });
      }
    });
  }
}
