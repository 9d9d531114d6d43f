export * from './check-email-address';
export * from './check-phone-number';
