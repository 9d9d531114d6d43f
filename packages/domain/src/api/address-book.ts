import { z } from 'zod';
import { ADDRESS_QUALITIES } from '../model/recipients';

/**
 * The address box (docs/product.md §2 "settings: addressbox"): each user's saved recipients for one-off
 * letters, so that a letter to someone written to before needs no address typed again. One entry: the
 * recipient's name, the lines of their postal address (street, postcode and town, a country line when
 * abroad), and optionally an e-mail address and a phone number. The postal address is checked as a letter's
 * address is (packages/documents/src/address).
 */
export const addressBookEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The address lines below the name, as the post office writes them (normalised when the check could). */
  addressLines: z.array(z.string()),
  /** The country the address goes to (ISO alpha-2), from its country line or the account's mail country. */
  countryCode: z.string().nullable(),
  /** GOOD as entered, MODIFIED when the check rewrote a line (a postcode spelt the post office's way). */
  quality: z.enum(ADDRESS_QUALITIES),
  emailAddress: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type AddressBookEntry = z.infer<typeof addressBookEntrySchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((value) => (value ? value : null));

export const addressBookEntryBodySchema = z
  .object({
    name: z.string().trim().min(1).max(100),
    addressLines: z.array(z.string().max(100)).min(1).max(10),
    emailAddress: optionalText(320),
    phoneNumber: optionalText(40),
  })
  .strict();
export type AddressBookEntryBody = z.input<typeof addressBookEntryBodySchema>;

/** An update names the version it was read at: a stale one is an edition conflict (-13). */
export const addressBookUpdateBodySchema = addressBookEntryBodySchema.extend({ version: z.number().int() });

export const addressBookEntryParamsSchema = z.object({ entryId: z.string().min(1).max(100) });
export const addressBookListSchema = z.array(addressBookEntrySchema);
