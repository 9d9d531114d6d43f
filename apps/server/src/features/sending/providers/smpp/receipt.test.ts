import { describe, expect, it } from 'vitest';
import { messageIdCandidates, parseReceiptText, readReceipt, receiptOutcome } from './receipt';

const TEXT =
  'id:0A1B2C3D sub:001 dlvrd:001 submit date:2611201000 done date:2611201002 stat:DELIVRD err:000 text:Bonjour';

describe('SMPP delivery receipts', () => {
  it('reads the receipt text of appendix B', () => {
    expect(parseReceiptText(TEXT)).toEqual({
      id: '0A1B2C3D',
      stat: 'DELIVRD',
      err: '000',
      submitDate: '2611201000',
      doneDate: '2611201002',
    });
    expect(parseReceiptText('id:7 stat:undeliv err:034').stat).toBe('UNDELIV');
    expect(parseReceiptText('id:7 stat:WHATEVER').stat).toBeNull();
  });

  it('tells a receipt from a message: esm_class, the TLVs, or a text naming id and stat', () => {
    expect(readReceipt({ esmClass: 0x04, text: TEXT })).toEqual({
      messageId: '0A1B2C3D',
      state: 'DELIVRD',
      error: null,
      submitDate: '2611201000',
      doneDate: '2611201002',
    });
    // Without the flag, the text alone still reads as a receipt; a handset's message does not.
    expect(readReceipt({ esmClass: 0, text: TEXT })?.state).toBe('DELIVRD');
    expect(readReceipt({ esmClass: 0, text: 'STOP' })).toBeNull();
    // The TLVs win over the text.
    expect(
      readReceipt({
        esmClass: 0x04,
        text: 'id:other stat:DELIVRD err:000',
        receiptedMessageId: 'abc',
        messageState: 5,
        networkErrorCode: Buffer.from([3, 0, 34]),
      }),
    ).toMatchObject({ messageId: 'abc', state: 'UNDELIV', error: '3:34' });
    expect(readReceipt({ esmClass: 0x04, text: 'id:9 stat:REJECTD err:011' })).toMatchObject({
      state: 'REJECTD',
      error: '011',
    });
    // A receipt naming no message is none.
    expect(readReceipt({ esmClass: 0x04, text: 'stat:DELIVRD' })).toBeNull();
  });

  it('maps the states to shipment statuses', () => {
    expect(receiptOutcome('DELIVRD')).toEqual({ kind: 'delivered', statusCode: 710 });
    for (const s of ['UNDELIV', 'EXPIRED', 'DELETED'] as const) {
      expect(receiptOutcome(s)).toEqual({ kind: 'failed', statusCode: -710 });
    }
    expect(receiptOutcome('REJECTD')).toEqual({ kind: 'failed', statusCode: -712 });
    for (const s of ['ENROUTE', 'ACCEPTD', 'UNKNOWN'] as const) {
      expect(receiptOutcome(s).kind).toBe('pending');
    }
  });

  it('tries the other base of a numeric id (decimal in receipts, hexadecimal in submit_sm_resp)', () => {
    expect(messageIdCandidates('255')).toEqual(['255', 'ff', 'FF', '597']);
    expect(messageIdCandidates('FF')).toEqual(['FF', '255']);
    expect(messageIdCandidates('msg-1')).toEqual(['msg-1']);
  });
});
