import type { AddressBookEntry, AddressQuality } from '@postbridge/domain';
import { parseJson } from '../../platform/db/util';
import type { AddressBookEntryRow } from './queries';

export function presentEntry(row: AddressBookEntryRow): AddressBookEntry {
  return {
    id: row.id,
    name: row.name,
    addressLines: parseJson<string[]>(row.address_lines, []),
    countryCode: row.country_code,
    quality: row.quality as AddressQuality,
    emailAddress: row.email_address,
    phoneNumber: row.phone_number,
    updatedAt: row.updated_at,
    version: row.version,
  };
}
