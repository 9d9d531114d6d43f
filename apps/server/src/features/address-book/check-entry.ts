import { checkPostalAddress, parsePostalAddress } from '@postbridge/documents';
import type { LabelKey } from '@postbridge/domain';
import type { z } from 'zod';
import type { addressBookEntryBodySchema } from '@postbridge/domain';
import { AppError } from '../../platform/errors';
import { checkedEmail, checkedPhone } from '../my-account';
import type { EntryChange } from './queries';

type EntryBody = z.output<typeof addressBookEntryBodySchema>;

/**
 * An entry as it will be stored: the name and address lines checked together as the address block of a letter
 * (packages/documents/src/address: read in the account's mail country unless a country line names another; at most
 * six lines, name included), the lines kept as the check normalised them; e-mail and phone checked as the user's
 * own are. A refusal names its field and the check's reason (`issue.address.*`, `issue.email.*`, `issue.phone.*`).
 */
export function checkEntry(body: EntryBody, mailCountry: string | null, at: string): EntryChange {
  const lines = body.addressLines.map((line) => line.trim()).filter((line) => line !== '');
  const parsed = parsePostalAddress([body.name, ...lines].join('\n'), { defaultCountry: mailCountry ?? '' });
  const check = checkPostalAddress(parsed);
  if (!check.valid) {
    throw new AppError(
      'badRequest',
      `body.addressLines: the postal address is refused (${check.errorKey})`,
      `issue.${check.errorKey}` as LabelKey,
      undefined,
      'body.addressLines',
    );
  }
  return {
    name: body.name,
    // The check answers the whole block, name first: the entry keeps the lines below it.
    address_lines: JSON.stringify(check.lines.slice(1)),
    country_code: check.countryCode,
    quality: check.quality,
    email_address: checkedEmail(body.emailAddress, 'body.emailAddress'),
    phone_number: checkedPhone(body.phoneNumber, mailCountry, 'body.phoneNumber'),
    updated_at: at,
  };
}
