// What the other features may use of features/auth (docs/architecture.md): everything else is internal.
export { applyNewPassword } from './apply-new-password';
export { openSession } from './open-session';
export { canSignIn, presentSessionUser, sessionContextOf, uiPreferencesOf } from './present-session-user';
export {
  accountById,
  accountByLogin,
  accountsByEmail,
  revokeOtherSessions,
  revokeUserSessions,
  type AccountRow,
} from './queries';
export {
  LOST_PASSWORD_MAIL_TASK,
  sendLostPasswordMails,
  sendPasswordResetMail,
} from './trigger-lost-password';
export { resolveSession } from './resolve-session';
export { hashToken, newToken } from './tokens';
