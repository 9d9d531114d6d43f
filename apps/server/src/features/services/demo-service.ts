import { serviceSchema, validateService, type Service } from '@postbridge/domain';
import { newId } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { appendHistory } from '../history/queries';
import { insertService, linkServiceToProfiles, profilesNamed, rootOu, serviceNamed } from './queries';

/** The demo "Letters" service: one PDF box of letters, sent by simple mail to the address in the window. */
export function demoLettersService(ouId: string): Service {
  return serviceSchema.parse({
    id: '',
    type: 'SIMPLE_MULTIPLE',
    name: 'Letters',
    ouId,
    description: 'One-page letters in one PDF, each sent by simple mail to the address in its window.',
    boxes: [
      {
        name: 'letters',
        label: 'Letters',
        main: true,
        boxType: 'box.PDF',
        // Each page is a letter: the plainest batch a mail room deposits. (A batch of longer letters would use
        // bsc.PDF_AREA with a marker printed on each first page.)
        splitConfig: { kind: 'bsc.PAGE', pagesPerPart: 1 },
        minElements: 1,
        maxElements: -1,
      },
    ],
    channels: [
      {
        // Channels have no table yet: the id is the one the channels feature will give the simulator's
        // simple-mail channel.
        id: 'simple-mail',
        label: 'Simple mail',
        shipmentRequirements: [
          {
            kind: 'recipient',
            name: 'mainPostalAddress',
            type: 'address',
            // The usual French window envelope (DL, window on the right): 100 mm from the left, 45 mm down.
            content: {
              kind: 'pdfText',
              page: 1,
              area: { left: 100, top: 45, width: 90, height: 40 },
              boxName: 'letters',
            },
            validation: 'postalAddress',
          },
        ],
      },
    ],
    sendingStrategy: { groups: [{ name: 'Post', serviceChannels: ['Simple mail'] }] },
  });
}

/**
 * Adds the demo service to a seeded database (called by the seed after `seedDemoData`): in the root OU, linked
 * to the Sender and Validator profiles. Does nothing when the root already has a "Letters" service.
 */
export async function seedDemoService(deps: Pick<Deps, 'db' | 'clock'>): Promise<boolean> {
  const root = await rootOu(deps.db);
  if (!root || (await serviceNamed(deps.db, root.id, 'Letters'))) return false;
  const profiles = await profilesNamed(deps.db, root.id, ['Sender', 'Validator']);
  const id = newId();
  const service = { ...demoLettersService(root.id), id };
  const issues = validateService(service);
  if (issues.length) throw new Error(`The demo service is invalid: ${JSON.stringify(issues)}`);
  const now = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (tx) => {
    await insertService(tx, {
      id,
      ou_id: root.id,
      name: service.name,
      type: service.type,
      configuration: JSON.stringify(service),
      created_at: now,
      updated_at: now,
      created_by: null,
      updated_by: null,
    });
    await linkServiceToProfiles(
      tx,
      id,
      profiles.map((p) => p.id),
    );
    await appendHistory(tx, {
      entityType: 'service',
      entityId: id,
      ouId: root.id,
      action: 'create',
      login: null,
      at: now,
      details: { name: service.name, version: 1, seed: true },
    });
  });
  return true;
}
