import { describe, expect, it, vi } from 'vitest';
import type { EmbeddedOutgoing } from '@postbridge/domain';
import { createEmbeddedBridge, EmbeddedStepError, type EmbeddedActions } from './embeddedBridge';
import type { EmbeddedView } from './embeddedStore';

const PORTAL = 'https://portal.acme.test';
const OTHER = 'https://evil.example';

function setup({
  externalAuth = false,
  parentOrigin = PORTAL as string | null,
  allowedOrigins = [PORTAL, 'https://intranet.acme.test'],
  actions = {} as Partial<EmbeddedActions>,
} = {}) {
  let view: EmbeddedView & { externalAuth: boolean } = {
    externalAuth,
    state: 'loading',
    error: null,
    jobId: null,
    commandId: null,
    skipNotification: false,
  };
  const posted: { message: EmbeddedOutgoing; origin: string }[] = [];
  const warn = vi.fn();
  const calls = {
    signInWithToken: vi.fn(async (token: string) => {
      if (token === 'bad') throw new EmbeddedStepError('This token is not valid.');
      return { login: 'portal-user' };
    }),
    openFile: vi.fn(async () => undefined),
    openJob: vi.fn(async () => undefined),
    showStatus: vi.fn(),
    ...actions,
  };
  const bridge = createEmbeddedBridge({
    allowedOrigins,
    parentOrigin,
    read: () => view,
    write: (next) => (view = { ...view, ...next }),
    post: (message, origin) => posted.push({ message, origin }),
    warn,
    actions: calls,
    texts: {
      missingToken: () => 'No token was given.',
      jobNotFound: (jobId) => `Deposit ${jobId} not found.`,
      jobFailed: () => 'The deposit could not be processed.',
      sessionEnded: () => 'Your session has ended.',
    },
  });
  const fromPortal = (data: unknown) => bridge.receive({ origin: PORTAL, data, fromParent: true });
  const messages = () => posted.map((p) => p.message);
  return { bridge, view: () => view, posted, messages, warn, calls, fromPortal };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const pdf = new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' });

describe('embedded bridge: origins', () => {
  it('ignores and logs a message from an origin that is not listed, and answers nothing', async () => {
    const t = setup({ externalAuth: true });
    t.bridge.start(null);
    t.posted.length = 0;
    t.bridge.receive({ origin: OTHER, data: { type: 'setToken', token: 'good' }, fromParent: true });
    await flush();
    expect(t.view().state).toBe('ready');
    expect(t.calls.signInWithToken).not.toHaveBeenCalled();
    expect(t.posted).toEqual([]);
    expect(t.warn).toHaveBeenCalledWith(expect.stringContaining(OTHER));
  });

  it('ignores a message of an allowed origin that does not come from the parent window', async () => {
    const t = setup({ externalAuth: true });
    t.bridge.start(null);
    t.bridge.receive({ origin: PORTAL, data: { type: 'setToken', token: 'good' }, fromParent: false });
    await flush();
    expect(t.calls.signInWithToken).not.toHaveBeenCalled();
  });

  it('posts only to the parent origin when it is listed, never to "*"', () => {
    const t = setup({ externalAuth: true });
    t.bridge.start(null);
    expect(t.posted).toEqual([{ message: { type: 'ready' }, origin: PORTAL }]);
  });

  it('posts to each listed origin when the parent origin is unknown, and to none when it is not listed', () => {
    const unknown = setup({ externalAuth: true, parentOrigin: null });
    unknown.bridge.start(null);
    expect(unknown.posted.map((p) => p.origin)).toEqual([PORTAL, 'https://intranet.acme.test']);
    const foreign = setup({ externalAuth: true, parentOrigin: OTHER });
    foreign.bridge.start(null);
    expect(foreign.posted).toEqual([]);
  });

  it('warns when the white label lists no parent origin', () => {
    const t = setup({ allowedOrigins: [] });
    t.bridge.start(null);
    expect(t.warn).toHaveBeenCalledWith(expect.stringContaining('no parent origin'));
  });

  it('ignores a message it does not understand', () => {
    const t = setup({ externalAuth: true });
    t.bridge.start(null);
    t.fromPortal({ type: 'sendFile' });
    t.fromPortal('hello');
    expect(t.view().state).toBe('ready');
    expect(t.warn).toHaveBeenCalledTimes(2);
  });
});

describe('embedded bridge: external authentication', () => {
  it('waits ready, signs in with setToken and tells connected with the login', async () => {
    const t = setup({ externalAuth: true });
    t.bridge.start(null);
    expect(t.view().state).toBe('ready');
    t.fromPortal({ type: 'setToken', token: ' good ' });
    expect(t.view().state).toBe('loading');
    await flush();
    expect(t.calls.signInWithToken).toHaveBeenCalledWith('good');
    expect(t.view().state).toBe('connected');
    expect(t.messages()).toEqual([{ type: 'ready' }, { type: 'connected', login: 'portal-user' }]);
  });

  it('ends with done and the error when setToken has no token', () => {
    const t = setup({ externalAuth: true });
    t.bridge.start(null);
    t.fromPortal({ type: 'setToken' });
    expect(t.view().state).toBe('done');
    expect(t.messages().at(-1)).toEqual({ type: 'done', error: 'No token was given.' });
    expect(t.calls.signInWithToken).not.toHaveBeenCalled();
  });

  it('goes back to ready with the reason when the token is refused, and takes another', async () => {
    const t = setup({ externalAuth: true });
    t.bridge.start(null);
    t.fromPortal({ type: 'setToken', token: 'bad' });
    await flush();
    expect(t.view().state).toBe('ready');
    expect(t.messages().at(-1)).toEqual({ type: 'ready', error: 'This token is not valid.' });
    t.fromPortal({ type: 'setToken', token: 'good' });
    await flush();
    expect(t.view().state).toBe('connected');
  });

  it('ends with done when the session of the portal’s user ends', async () => {
    const t = setup({ externalAuth: true });
    t.bridge.start(null);
    t.fromPortal({ type: 'setToken', token: 'good' });
    await flush();
    t.bridge.sessionChanged('disconnected', null);
    expect(t.view().state).toBe('done');
    expect(t.messages().at(-1)).toEqual({ type: 'done', error: 'Your session has ended.' });
  });

  it('ignores the sign-in form events and a second setToken once connected', async () => {
    const t = setup({ externalAuth: true });
    t.bridge.start(null);
    t.bridge.sessionChanged('logging', null);
    expect(t.view().state).toBe('ready');
    t.fromPortal({ type: 'setToken', token: 'good' });
    await flush();
    t.fromPortal({ type: 'setToken', token: 'good' });
    await flush();
    expect(t.calls.signInWithToken).toHaveBeenCalledTimes(1);
  });
});

describe('embedded bridge: deposits', () => {
  async function connected(options: Parameters<typeof setup>[0] = {}) {
    const t = setup(options);
    t.bridge.start(null);
    expect(t.view().state).toBe('connecting');
    t.bridge.sessionChanged('logging', null);
    t.bridge.sessionChanged('logged', 'sender');
    expect(t.view().state).toBe('connected');
    return t;
  }

  it('starts connected when the browser is signed in already', () => {
    const t = setup();
    t.bridge.start('sender');
    expect(t.view().state).toBe('connected');
    expect(t.messages()).toEqual([{ type: 'connected', login: 'sender' }]);
  });

  it('returns to connecting after a failed sign-in in the frame', () => {
    const t = setup();
    t.bridge.start(null);
    t.bridge.sessionChanged('logging', null);
    t.bridge.sessionChanged('disconnected', null);
    expect(t.view().state).toBe('connecting');
  });

  it('ignores sendFile before sign-in', async () => {
    const t = setup();
    t.bridge.start(null);
    t.fromPortal({ type: 'sendFile', file: pdf });
    expect(t.calls.openFile).not.toHaveBeenCalled();
    expect(t.view().state).toBe('connecting');
  });

  it('follows a sent file through job, letters and order, then takes the next file', async () => {
    const t = await connected();
    t.fromPortal({ type: 'sendFile', file: pdf, fileName: 'march.pdf' });
    expect(t.view().state).toBe('creatingJob');
    expect(t.calls.openFile).toHaveBeenCalledWith(expect.objectContaining({ fileName: 'march.pdf' }));
    t.bridge.depositEvent({ type: 'jobCreated', jobId: 'j1' });
    t.bridge.depositEvent({ type: 'jobPending', jobId: 'j1' });
    expect(t.view().state).toBe('waitingForJob');
    t.bridge.depositEvent({ type: 'packGroupsCreated', jobId: 'j1' });
    expect(t.view().state).toBe('creatingDelivery');
    // Another deposit's screen is not the one followed.
    t.bridge.depositEvent({ type: 'commandCreated', jobId: 'j2', commandId: 'c2' });
    expect(t.view().state).toBe('creatingDelivery');
    t.bridge.depositEvent({ type: 'commandCreated', jobId: 'j1', commandId: 'c1' });
    expect(t.view().state).toBe('deliveryCreated');
    expect(t.messages().slice(1)).toEqual([
      { type: 'jobCreated', jobId: 'j1' },
      { type: 'deliveryCreated', jobId: 'j1', commandId: 'c1' },
    ]);
    t.fromPortal({ type: 'sendFile', fileId: 'f2', skipNotification: true });
    expect(t.view().state).toBe('creatingJob');
    t.bridge.depositEvent({ type: 'jobCreated', jobId: 'j3' });
    expect(t.messages().at(-1)).toEqual({ type: 'deliveryCreated', jobId: 'j1', commandId: 'c1' });
  });

  it('tells jobCancelled for a cancelled or failed job', async () => {
    const t = await connected();
    t.fromPortal({ type: 'sendFile', fileId: 'f1' });
    t.bridge.depositEvent({ type: 'jobCreated', jobId: 'j1' });
    t.bridge.depositEvent({ type: 'jobEnded', jobId: 'j1', state: 'PROCESSING_ERROR' });
    expect(t.view().state).toBe('jobCancelled');
    expect(t.messages().at(-1)).toEqual({
      type: 'jobCancelled',
      jobId: 'j1',
      error: 'The deposit could not be processed.',
    });
  });

  it('opens a job with loadJob, and ends with done when the job is unknown', async () => {
    const t = await connected({
      actions: {
        openJob: async (jobId) => {
          throw new EmbeddedStepError(`Deposit ${jobId} not found.`, true);
        },
      },
    });
    t.fromPortal({ type: 'loadJob', jobId: 'nope' });
    expect(t.view().state).toBe('creatingDelivery');
    await flush();
    expect(t.view().state).toBe('done');
    expect(t.messages().at(-1)).toEqual({ type: 'done', error: 'Deposit nope not found.' });
  });

  it('ends with done when the file cannot be sent, and accepts nothing more', async () => {
    const t = await connected({
      actions: {
        openFile: async () => {
          throw new EmbeddedStepError('The file is too large.');
        },
      },
    });
    t.fromPortal({ type: 'sendFile', file: pdf });
    await flush();
    expect(t.view().state).toBe('done');
    const count = t.posted.length;
    t.fromPortal({ type: 'sendFile', file: pdf });
    t.fromPortal({ type: 'loadJob', jobId: 'j1' });
    t.bridge.sessionChanged('logged', 'sender');
    t.bridge.depositEvent({ type: 'commandCreated', jobId: 'j1', commandId: 'c1' });
    expect(t.view().state).toBe('done');
    expect(t.posted.length).toBe(count);
  });
});
