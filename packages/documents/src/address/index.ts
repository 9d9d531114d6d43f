export * from './countries';
export { POSTAL_FORMAT_COUNTRIES, matchPostalLines, type PostalLineMatch } from './postal-formats';
export * from './parse-postal-address';
export * from './check-postal-address';
export * from './same-address-lines';
