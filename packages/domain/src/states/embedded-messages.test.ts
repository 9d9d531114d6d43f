import { describe, expect, it } from 'vitest';
import {
  embeddedIncomingMessageSchema,
  embeddedOutgoingMessageSchema,
  embeddedSendFileSchema,
} from './embedded-messages';
import { EMBEDDED_INCOMING_MESSAGES, EMBEDDED_OUTGOING_EVENTS } from './embedded-states';

const file = { size: 3, type: 'application/pdf', name: 'a.pdf', arrayBuffer: async () => new ArrayBuffer(3) };

describe('embedded messages', () => {
  it('has one schema per message name of the state machine, in and out', () => {
    const incoming = embeddedIncomingMessageSchema.options.map((o) => o.shape.type.value);
    const outgoing = embeddedOutgoingMessageSchema.options.map((o) => o.shape.type.value);
    expect([...incoming].sort()).toEqual([...EMBEDDED_INCOMING_MESSAGES].sort());
    expect([...outgoing].sort()).toEqual([...EMBEDDED_OUTGOING_EVENTS].sort());
  });

  it('takes a sendFile with a file or a file id, not both and not neither', () => {
    expect(embeddedSendFileSchema.safeParse({ type: 'sendFile', file }).success).toBe(true);
    expect(
      embeddedSendFileSchema.safeParse({ type: 'sendFile', fileId: 'f1', skipNotification: true }).success,
    ).toBe(true);
    expect(embeddedSendFileSchema.safeParse({ type: 'sendFile', file, fileId: 'f1' }).success).toBe(false);
    expect(embeddedSendFileSchema.safeParse({ type: 'sendFile' }).success).toBe(false);
    expect(embeddedSendFileSchema.safeParse({ type: 'sendFile', file: 'not a file' }).success).toBe(false);
  });

  it('lets setToken come without a token (the frame answers done) but refuses unknown types', () => {
    expect(embeddedIncomingMessageSchema.safeParse({ type: 'setToken' }).success).toBe(true);
    expect(embeddedIncomingMessageSchema.safeParse({ type: 'loadJob', jobId: '' }).success).toBe(false);
    expect(embeddedIncomingMessageSchema.safeParse({ type: 'logout' }).success).toBe(false);
  });
});
