// What other features use of the accounts (organisation units).
export { accountAddressRanges } from './ou-access';
