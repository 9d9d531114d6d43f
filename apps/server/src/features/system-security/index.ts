// What the other features may use of features/system-security (docs/architecture.md): the effective instance
// security settings, read by every process (features/auth applies them), and the CORS hook of app.ts.
export { installCors } from './cors';
export {
  loginLimits,
  pastMaxLifetime,
  securitySettings,
  sessionExpiry,
  withPasswordDefaults,
} from './security-settings';
