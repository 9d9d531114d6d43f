export * from './countries';
export {
  countriesFittingPostalLines,
  matchPostalLines,
  standardPostcode,
  type PostalLineMatch,
} from './postal-formats';
export type { LongLine } from './line-limits';
export * from './parse-postal-address';
export * from './check-postal-address';
export * from './same-address-lines';
export * from './window-anatomy';
