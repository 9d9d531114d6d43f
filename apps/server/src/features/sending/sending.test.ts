import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config';
import { composeChoiceOf, rgbaOf } from '../channels';
import { simulatedStory, simulatesError } from './providers/simulator';
import { attachmentNameOf, mailDomainOf, messageIdOf } from './providers/smtp';
import { nextAttemptAt } from './retry';

const settings = loadConfig(
  { SEND_RETRY_BASE_SECONDS: '30', SEND_RETRY_MAX_SECONDS: '100', SEND_MAX_ATTEMPTS: '5' },
  '/',
).sending;

describe('sending rules', () => {
  it('retries with an exponential backoff, capped, and gives up after the last attempt', () => {
    const now = new Date('2026-11-20T10:00:00Z');
    const wait = (attempts: number) => {
      const at = nextAttemptAt(now, attempts, settings);
      return at && (at.getTime() - now.getTime()) / 1000;
    };
    expect([1, 2, 3, 4, 5].map(wait)).toEqual([30, 60, 100, 100, null]);
  });

  it('makes a deterministic share of the simulated shipments fail', () => {
    const ids = Array.from({ length: 2000 }, (_, i) => `shipment-${i}`);
    const share = ids.filter((id) => simulatesError(id, 0.1)).length / ids.length;
    expect(share).toBeGreaterThan(0.08);
    expect(share).toBeLessThan(0.12);
    expect(ids.map((id) => simulatesError(id, 0.1))).toEqual(ids.map((id) => simulatesError(id, 0.1)));
    expect(ids.some((id) => simulatesError(id, 0))).toBe(false);
    expect(ids.every((id) => simulatesError(id, 1))).toBe(true);
  });

  it('tells each kind of channel its own story', () => {
    expect(simulatedStory('POSTAL_MAIL', 'a', 0)).toEqual([400, 600, 610]);
    expect(simulatedStory('POSTAL_MAIL', 'a', 1)).toEqual([400, 600, -614]);
    expect(simulatedStory('EMAIL', 'a', 1)).toEqual([700, -711]);
    expect(simulatedStory('SMS', 'a', 0)).toEqual([700, 710]);
  });

  it('derives the Message-ID from the shipment and names the attachment', () => {
    expect(mailDomainOf('Demo <invoices@demo.example>')).toBe('demo.example');
    expect(mailDomainOf('no-reply@localhost')).toBe('localhost');
    expect(messageIdOf('s-1', 'Demo <a@demo.example>')).toBe('<s-1.shipment@demo.example>');
    expect(attachmentNameOf({ recipient: '{"attachmentName":"INV-1"}', nuid: 'S1' })).toBe('INV-1.pdf');
    expect(attachmentNameOf({ recipient: '{"attachmentName":"a/b.PDF"}', nuid: 'S1' })).toBe('a_b.PDF');
    expect(attachmentNameOf({ recipient: '{}', nuid: 'S1' })).toBe('S1.pdf');
  });

  it('reads the composition settings from the options', () => {
    expect(composeChoiceOf([{ id: 'printing-recto-verso', properties: {} }])).toEqual({ duplex: true });
    expect(
      composeChoiceOf([
        { id: 'x', properties: { duplex: 'true', colour: 'BLACK_AND_WHITE', envelope: 'C4' } },
        { id: 'y', properties: { envelope: 'nonsense' } },
      ]),
    ).toEqual({ duplex: true, colour: 'BLACK_AND_WHITE', envelope: 'C4' });
    expect(rgbaOf('rgba(255, 0, 10, 0.5)')).toEqual({ r: 255, g: 0, b: 10, a: 0.5 });
    expect(rgbaOf('red')).toBeUndefined();
  });
});
