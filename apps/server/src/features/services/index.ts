// What the other features may use of features/services (docs/architecture.md): everything else is internal.
export {
  enabledServicesOfProfile,
  linkServiceToProfiles,
  ouById,
  serviceById,
  servicesOf,
  userInSubtree,
} from './queries';
export {
  canAdminServices,
  canWriteInOu,
  ouIdsOfPath,
  presentService,
  readableService,
  storedConfiguration,
} from './service-access';
export { profileServiceById, sessionServices } from './session-services';
