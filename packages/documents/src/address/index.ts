export * from './countries';
export {
  countriesFittingPostalLines,
  matchPostalLines,
  standardPostcode,
  type PostalLineMatch,
} from './postal-formats';
export * from './parse-postal-address';
export * from './check-postal-address';
export * from './same-address-lines';
export * from './window-anatomy';
