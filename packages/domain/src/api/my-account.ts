import { z } from 'zod';
import type { LocaleCode } from '../labels/index';

/** The eight interface languages (docs/product.md §1), as the account's `locale` may hold them. */
const ACCOUNT_LOCALES = [
  'en',
  'de',
  'es',
  'fr',
  'he',
  'hu',
  'nl',
  'pt',
] as const satisfies readonly LocaleCode[];

/** A text the user may leave empty: trimmed, and empty means "none" (null). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((value) => (value ? value : null));

/**
 * POST /users/update: the signed-in user's own profile (docs/product.md §2 "User settings: profile", §3
 * User): names, e-mail, phones and interface language. Every field is sent (the form shows them all); the
 * e-mail address and the phones are checked and stored normalised (E.164 phones). The answer is the session
 * user.
 */
export const myProfileBodySchema = z
  .object({
    title: optionalText(50),
    firstName: optionalText(100),
    lastName: optionalText(100),
    emailAddress: optionalText(320),
    phoneNumber: optionalText(40),
    mobileNumber: optionalText(40),
    locale: z.enum(ACCOUNT_LOCALES),
  })
  .strict();
export type MyProfileBody = z.input<typeof myProfileBodySchema>;
export type MyProfile = z.output<typeof myProfileBodySchema>;
