import { describe, expect, it } from 'vitest';
import { kindOf, readDeliveryStatus, readDsn } from './dsn';
import { tokenOfAddress } from './return-address';

const report = (status: string, action: string, extra = '') =>
  Buffer.from(
    [
      'From: MAILER-DAEMON@mx.example.org',
      'Subject: Delivery Status Notification',
      'MIME-Version: 1.0',
      'Content-Type: multipart/report; report-type=delivery-status; boundary="b1"',
      '',
      '--b1',
      'Content-Type: text/plain',
      '',
      'Delivery failed.',
      '--b1',
      'Content-Type: message/delivery-status',
      '',
      'Reporting-MTA: dns; mx.example.org',
      '',
      'Final-Recipient: rfc822; ada@example.org',
      `Action: ${action}`,
      `Status: ${status}`,
      'Diagnostic-Code: smtp; 550 5.1.1 <ada@example.org>:',
      '  user unknown',
      extra,
      '--b1--',
      '',
    ].join('\r\n'),
  );

describe('DSNs (RFC 3464)', () => {
  it('reads the per-recipient fields, continuation lines unfolded', () => {
    expect(
      readDeliveryStatus(
        'Reporting-MTA: dns; mx.example.org\n\nFinal-Recipient: rfc822;ada@example.org\nAction: Failed\nStatus: 5.2.2 (mailbox full)\nDiagnostic-Code: smtp; 552 5.2.2\n Mailbox full\n',
      ),
    ).toEqual({
      reportingMta: 'mx.example.org',
      recipients: [
        {
          action: 'failed',
          status: '5.2.2',
          diagnostic: '552 5.2.2 Mailbox full',
          finalRecipient: 'ada@example.org',
          remoteMta: null,
        },
      ],
    });
  });

  it.each([
    ['5.1.1', 'failed', 'bounced'],
    ['5.2.2', 'failed', 'bounced'],
    ['5.4.4', 'failed', 'bounced'],
    ['5.7.1', 'failed', 'blocked'],
    ['5.7.26', 'failed', 'blocked'],
    ['4.4.1', 'delayed', 'delayed'],
    ['4.2.2', 'failed', 'delayed'],
    ['2.0.0', 'delivered', 'delivered'],
  ])('reads status %s (%s) as %s', (status, action, kind) => {
    expect(kindOf({ action, status, diagnostic: null, finalRecipient: null, remoteMta: null })).toBe(kind);
  });

  it('takes a whole message apart: a failure with its diagnostic, nothing for a message without a report', async () => {
    expect(await readDsn(report('5.1.1', 'failed'))).toMatchObject({
      kind: 'bounced',
      reportingMta: 'mx.example.org',
      recipient: { status: '5.1.1', diagnostic: '550 5.1.1 <ada@example.org>: user unknown' },
    });
    expect(await readDsn(report('5.7.1', 'failed'))).toMatchObject({ kind: 'blocked' });
    expect(
      await readDsn(Buffer.from('From: ada@example.org\r\nSubject: Out of office\r\n\r\nAway.\r\n')),
    ).toBeNull();
  });
});

describe('bounce addresses', () => {
  it('read only bounce+<53 letters or digits>@domain, in any case', () => {
    const token = `b${'0'.repeat(32)}${'a'.repeat(20)}`;
    expect(tokenOfAddress(`bounce+${token}@bounces.example.org`)).toBe(token);
    expect(tokenOfAddress(`BOUNCE+${token.toUpperCase()}@bounces.example.org`)).toBe(token.toUpperCase());
    expect(tokenOfAddress('postmaster@bounces.example.org')).toBeNull();
    expect(tokenOfAddress(`bounce+${token}x@bounces.example.org`)).toBeNull();
  });
});
