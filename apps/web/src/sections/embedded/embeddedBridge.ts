import {
  embeddedIncomingMessageSchema,
  nextEmbeddedState,
  type EmbeddedEvent,
  type EmbeddedModeState,
  type EmbeddedOutgoing,
  type EmbeddedSendFile,
} from '@postbridge/domain';
import type { DepositEvent } from '../deposit/depositEvents';
import type { EmbeddedView } from './embeddedStore';

// The protocol between the parent page and the frame (docs/product.md §4 "Embedded mode", docs/embedding.md),
// driven by the state machine of the domain: an event the current state does not accept is ignored, and
// nothing changes once done. No React here: the hook useEmbeddedBridge wires it to the window, the session,
// the deposit screens and the router.

/** The failure of a step, with the text told to the parent page (in the user's language). */
export class EmbeddedStepError extends Error {
  constructor(
    readonly text: string,
    /** The job asked for does not exist (or is not the user's): the frame ends (unknownJob). */
    readonly unknownJob = false,
  ) {
    super(text);
  }
}

export interface EmbeddedActions {
  /** Signs in with an external-authentication token; answers the login. Rejects with EmbeddedStepError. */
  signInWithToken(token: string): Promise<{ login: string }>;
  /** Uploads the file (or reads the file id) and opens the deposit home with it. */
  openFile(message: EmbeddedSendFile): Promise<void>;
  /** Opens the delivery screen of the job. */
  openJob(jobId: string): Promise<void>;
  /** Shows the frame's status screen. */
  showStatus(): void;
}

interface EmbeddedBridgeDeps {
  /** The white label's embeddedParentUrls: exact origins. */
  allowedOrigins: readonly string[];
  /** The parent page's origin when the browser tells it (ancestorOrigins, referrer), else null. */
  parentOrigin: string | null;
  read(): EmbeddedView & { externalAuth: boolean };
  write(view: Partial<EmbeddedView>): void;
  post(message: EmbeddedOutgoing, targetOrigin: string): void;
  warn(message: string, detail?: unknown): void;
  actions: EmbeddedActions;
  /** Texts told to the parent page, in the user's language when asked. */
  texts: {
    missingToken(): string;
    jobNotFound(jobId: string): string;
    jobFailed(): string;
    sessionEnded(): string;
  };
}

interface IncomingWindowMessage {
  origin: string;
  data: unknown;
  /** The message came from the window that frames this one (not from a pop-up or a child frame). */
  fromParent: boolean;
}

const IN_DEPOSIT: readonly EmbeddedModeState[] = [
  'connected',
  'creatingJob',
  'waitingForJob',
  'creatingDelivery',
];

export function createEmbeddedBridge(deps: EmbeddedBridgeDeps) {
  const { allowedOrigins, read, write, warn, actions } = deps;

  // Events go only to allowed origins, never '*': to the parent's own origin when the browser tells it,
  // else to each allowed origin (the browser delivers only to the one that matches).
  const targets = (): readonly string[] => {
    if (deps.parentOrigin === null) return allowedOrigins;
    return allowedOrigins.includes(deps.parentOrigin) ? [deps.parentOrigin] : [];
  };
  const post = (message: EmbeddedOutgoing) => targets().forEach((origin) => deps.post(message, origin));

  /** Applies an event of the machine; false (and nothing changed) when the current state does not take it. */
  const apply = (event: EmbeddedEvent, view: Partial<EmbeddedView> = {}): boolean => {
    const current = read();
    const next = nextEmbeddedState(current.state, event, { externalAuth: current.externalAuth });
    if (next === undefined) return false;
    write({ ...view, state: next });
    const after = read();
    // Entering a state tells the parent page (docs/product.md §4 "Events to the parent page").
    switch (next) {
      case 'ready':
        post(after.error ? { type: 'ready', error: after.error } : { type: 'ready' });
        break;
      case 'jobCancelled':
        post({
          type: 'jobCancelled',
          jobId: after.jobId ?? '',
          ...(after.error ? { error: after.error } : {}),
        });
        actions.showStatus();
        break;
      case 'deliveryCreated':
        post({ type: 'deliveryCreated', jobId: after.jobId ?? '', commandId: after.commandId ?? '' });
        actions.showStatus();
        break;
      case 'done':
        post({ type: 'done', error: after.error ?? '' });
        actions.showStatus();
        break;
      default:
        break;
    }
    return true;
  };

  const fail = (error: unknown) => {
    const text = error instanceof EmbeddedStepError ? error.text : String(error);
    const unknown = error instanceof EmbeddedStepError && error.unknownJob;
    if (!apply(unknown ? 'unknownJob' : 'finish', { error: text })) apply('finish', { error: text });
  };

  const loggedIn = (login: string) => {
    if (apply('loginSuccess', { error: null })) {
      post({ type: 'connected', login });
      actions.showStatus();
    }
  };

  const setToken = (token: string | undefined) => {
    if (read().state !== 'ready') return ignored('setToken');
    if (!token?.trim()) {
      apply('finish', { error: deps.texts.missingToken() });
      return;
    }
    apply('setToken');
    actions.signInWithToken(token.trim()).then(
      ({ login }) => loggedIn(login),
      (error: unknown) =>
        apply('loginError', { error: error instanceof EmbeddedStepError ? error.text : String(error) }),
    );
  };

  const sendFile = (message: EmbeddedSendFile) => {
    const view = { jobId: null, commandId: null, error: null, skipNotification: !!message.skipNotification };
    if (!apply('sendFile', view)) return ignored('sendFile');
    actions.openFile(message).catch(fail);
  };

  const loadJob = (jobId: string) => {
    if (!apply('loadJob', { jobId, commandId: null, error: null })) return ignored('loadJob');
    actions.openJob(jobId).catch(fail);
  };

  function ignored(type: string) {
    warn(`Embedded mode: "${type}" is not accepted in the state "${read().state}"; ignored.`);
  }

  return {
    /** Once the white label is known: loading → ready (external authentication) or connecting. */
    start(signedInLogin: string | null) {
      if (allowedOrigins.length === 0)
        warn('Embedded mode: the white label lists no parent origin; no message is accepted or posted.');
      apply('initialised');
      // Signed in already (a session of this browser): the sign-in form has nothing to do.
      if (signedInLogin !== null && !read().externalAuth && apply('loginStart')) loggedIn(signedInLogin);
    },

    /** A window message: only from the parent page, at an allowed origin, in a known shape. */
    receive({ origin, data, fromParent }: IncomingWindowMessage) {
      if (!fromParent || !allowedOrigins.includes(origin)) {
        if (fromParent) warn(`Embedded mode: message from ${origin} ignored (not an allowed parent origin).`);
        return;
      }
      const parsed = embeddedIncomingMessageSchema.safeParse(data);
      if (!parsed.success) {
        warn('Embedded mode: message not understood; ignored.', parsed.error.issues);
        return;
      }
      const message = parsed.data;
      switch (message.type) {
        case 'setToken':
          return setToken(message.token);
        case 'sendFile':
          return sendFile(message);
        case 'loadJob':
          return loadJob(message.jobId);
      }
    },

    /** The sign-in form of the frame (EMBEDDED mode). */
    sessionChanged(status: 'disconnected' | 'logging' | 'logged', login: string | null) {
      if (read().externalAuth) {
        // The portal's session ended (expired, signed out): only the portal can sign in again, with a new frame.
        if (status === 'disconnected' && read().state !== 'loading')
          apply('finish', { error: deps.texts.sessionEnded() });
        return;
      }
      if (status === 'logging') apply('loginStart');
      else if (status === 'logged' && login !== null) loggedIn(login);
      else if (status === 'disconnected') apply('loginError');
    },

    /** What the deposit screens report. */
    depositEvent(event: DepositEvent) {
      const view = read();
      // Only the deposit the parent page started is followed.
      if (!IN_DEPOSIT.includes(view.state)) return;
      if (view.jobId !== null && view.jobId !== event.jobId) return;
      switch (event.type) {
        case 'jobCreated':
          write({ jobId: event.jobId });
          if (!view.skipNotification) post({ type: 'jobCreated', jobId: event.jobId });
          return;
        case 'jobPending':
          apply('packGroupsPending');
          return;
        case 'packGroupsCreated':
          apply('packGroupsCreated');
          return;
        case 'jobEnded':
          apply('jobCancel', { error: event.state === 'PROCESSING_ERROR' ? deps.texts.jobFailed() : null });
          return;
        case 'jobNotFound':
          apply('unknownJob', { error: deps.texts.jobNotFound(event.jobId) });
          return;
        case 'commandCreated':
          apply('deliveryCreated', { commandId: event.commandId });
          return;
      }
    },
  };
}
