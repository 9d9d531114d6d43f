import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { brandingImagesBefore, brandingReferences, deleteBrandingImages } from './queries';

/** An uploaded white-label image no white label uses this long after its upload is deleted (housekeeping). */
export const UNUSED_BRANDING_IMAGE_HOURS = 24;

const IMAGE_ID = /\/api\/brandings\/images\/([\w-]+)/g;

/**
 * Deletes the white-label images that no white label refers to (as logo, background, notification icon, or in its
 * custom CSS) a day after their upload, and hands their storage keys to `giveUp` in the same transaction (the
 * housekeeping queues their deletion there). The delay leaves an operator time to save the white label an image
 * was uploaded for. Answers how many images and bytes.
 */
export async function deleteUnusedBrandingImages(
  deps: Pick<Deps, 'db'>,
  now: Date,
  giveUp: (tx: Transaction<Database>, keys: string[]) => Promise<void>,
): Promise<{ images: number; bytes: number }> {
  const before = new Date(now.getTime() - UNUSED_BRANDING_IMAGE_HOURS * 3_600_000).toISOString();
  return deps.db.transaction().execute(async (tx) => {
    const used = new Set<string>();
    for (const row of await brandingReferences(tx)) {
      const text = [
        row.logo_image_url,
        row.background_image_url,
        row.notification_icon_url,
        row.properties,
      ].join(' ');
      for (const match of text.matchAll(IMAGE_ID)) used.add(match[1]!);
    }
    const unused = (await brandingImagesBefore(tx, before)).filter((image) => !used.has(image.id));
    await deleteBrandingImages(
      tx,
      unused.map((image) => image.id),
    );
    if (unused.length)
      await giveUp(
        tx,
        unused.map((image) => image.storage_key),
      );
    return { images: unused.length, bytes: unused.reduce((sum, image) => sum + Number(image.size), 0) };
  });
}
