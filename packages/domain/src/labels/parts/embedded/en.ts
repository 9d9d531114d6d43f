// Embedded mode: the frame's states and its messages (issue 16).
// English texts of this part of the catalogue; each language has its file beside this one.
export const en = {
  'embedded.status.loading': 'Connecting…',
  'embedded.status.ready': 'Waiting for the portal to sign you in.',
  'embedded.status.readyRefused': 'The portal could not sign you in: {error}',
  'embedded.status.connecting': 'Sign in to continue.',
  'embedded.status.connected': 'You are signed in. Waiting for a document from the portal.',
  'embedded.status.creatingJob': 'Preparing the document…',
  'embedded.status.inDeposit': 'A deposit is in progress.',
  'embedded.status.deliveryCreated': 'Order created',
  'embedded.status.deliveryCreatedText': 'The order {commandId} was created.',
  'embedded.status.jobCancelled': 'The deposit was cancelled',
  'embedded.status.waitingNext': 'Send another document from the portal to start a new deposit.',
  'embedded.status.done': 'This session has ended',
  'embedded.status.doneText': 'Reload the portal page to start again.',
  'embedded.error.missingToken': 'No token was given to sign in.',
  'embedded.error.jobNotFound': 'The deposit {jobId} does not exist or is not yours.',
  'embedded.error.jobFailed': 'The deposit could not be processed.',
  'embedded.error.sessionEnded': 'Your session has ended.',
} as const;
