import { describe, expect, it } from 'vitest';
import { decodeSms, gsmSeptets, smsEncodingOf, smsPartCount, smsParts } from './sms-parts';

const textOf = (parts: ReturnType<typeof smsParts>) =>
  parts.map((p) => decodeSms(p.udh ? p.bytes.subarray(6) : p.bytes, p.dataCoding)).join('');

describe('SMS parts (GSM 03.38 / UCS-2, concatenation)', () => {
  it('sends GSM text of 160 septets as one message without header, 161 as two parts of 153 + 8', () => {
    const one = smsParts('a'.repeat(160), 7);
    expect(one).toHaveLength(1);
    expect(one[0]).toMatchObject({ number: 1, count: 1, dataCoding: 0, udh: false });
    expect(one[0]!.bytes).toHaveLength(160);

    const two = smsParts('a'.repeat(161), 7);
    expect(two.map((p) => [p.number, p.count, p.udh, p.bytes.length])).toEqual([
      [1, 2, true, 6 + 153],
      [2, 2, true, 6 + 8],
    ]);
    // The concatenation header: IEI 0, length 3, reference, count, number.
    expect([...two[1]!.bytes.subarray(0, 6)]).toEqual([0x05, 0x00, 0x03, 7, 2, 2]);
    expect(textOf(two)).toBe('a'.repeat(161));
  });

  it('writes the GSM codes of the basic and extension tables (an extension character counts two)', () => {
    expect(gsmSeptets('@£$é_')!.flat()).toEqual([0x00, 0x01, 0x02, 0x05, 0x11]);
    expect(gsmSeptets('€[')!.flat()).toEqual([0x1b, 0x65, 0x1b, 0x3c]);
    expect(smsEncodingOf('Ça coûte 10 € {ok}')).toBe('ucs2'); // û is not GSM
    expect(smsEncodingOf('Ça coute 10 € {ok}')).toBe('gsm');
    // 80 euro signs are 160 septets: one message; 81 are 162: two parts, none cutting an escape in two.
    expect(smsPartCount('€'.repeat(80))).toBe(1);
    const parts = smsParts('€'.repeat(81), 1);
    expect(parts).toHaveLength(2);
    expect(parts[0]!.bytes.length - 6).toBe(152);
    expect(parts[0]!.bytes[parts[0]!.bytes.length - 1]).toBe(0x65);
    expect(textOf(parts)).toBe('€'.repeat(81));
  });

  it('sends other text as UCS-2: 70 units alone, parts of 67, never cutting a surrogate pair', () => {
    expect(smsParts('ж'.repeat(70), 0)).toHaveLength(1);
    const parts = smsParts('ж'.repeat(71), 0);
    expect(parts.map((p) => [p.dataCoding, p.bytes.length])).toEqual([
      [8, 6 + 134],
      [8, 6 + 8],
    ]);
    expect(parts[0]!.bytes.subarray(6, 8)).toEqual(Buffer.from([0x04, 0x36]));
    const emoji = 'a' + '😀'.repeat(40); // 81 units
    const split = smsParts(emoji, 0);
    expect(split.map((p) => (p.bytes.length - 6) / 2)).toEqual([67, 14]);
    expect(textOf(split)).toBe(emoji);
    expect(smsParts('שלום', 0)[0]).toMatchObject({ dataCoding: 8, udh: false });
    expect(textOf(smsParts('שלום', 0))).toBe('שלום');
  });

  it('refuses an empty text and one of more than 255 parts', () => {
    expect(() => smsParts('', 0)).toThrow(/no text/);
    expect(smsPartCount('a'.repeat(153 * 255))).toBe(255);
    expect(() => smsParts('a'.repeat(153 * 255 + 1), 0)).toThrow(/256 parts/);
  });
});
