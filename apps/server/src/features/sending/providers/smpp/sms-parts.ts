// The text of an SMS cut into the short messages of SMPP 3.4 (docs/providers.md "SMS over SMPP"): the GSM 03.38
// default alphabet when every character has a place in it (its basic table, or its extension table behind an
// escape, which counts two), else UCS-2 (UTF-16 big-endian). One message holds 160 septets or 70 UCS-2 units;
// a longer text goes as parts of 153 septets or 67 units, each behind a concatenation header (UDH, 8-bit
// reference), never cutting an escape from its character nor a surrogate pair in two.

/** The GSM 03.38 basic table, by code (0x1B, the escape, is no character of its own). */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** The extension table: the character, then its code after the escape. */
const GSM_EXTENSION: Record<string, number> = {
  '\f': 0x0a,
  '^': 0x14,
  '{': 0x28,
  '}': 0x29,
  '\\': 0x2f,
  '[': 0x3c,
  '~': 0x3d,
  ']': 0x3e,
  '|': 0x40,
  '€': 0x65,
};
const ESCAPE = 0x1b;
const BASIC_CODE = new Map(
  [...GSM_BASIC].map((ch, code) => [ch, code] as const).filter(([, c]) => c !== ESCAPE),
);
const BASIC_CHAR = new Map([...BASIC_CODE].map(([ch, code]) => [code, ch] as const));
const EXTENSION_CHAR = new Map(Object.entries(GSM_EXTENSION).map(([ch, code]) => [code, ch] as const));

/** SMPP data_coding: 0 the SMSC default alphabet (GSM 03.38, one septet per octet), 8 UCS-2. */
const DATA_CODING = { gsm: 0x00, ucs2: 0x08 } as const;
/** What one message holds alone, and each part of a concatenated one (the header takes the rest). */
const SMS_LIMITS = {
  gsm: { single: 160, part: 153 },
  ucs2: { single: 70, part: 67 },
} as const;
/** The most parts a concatenated message may have (the header counts them in one octet). */
const MAX_PARTS = 255;

type SmsEncoding = keyof typeof DATA_CODING;

/** One short message to submit: its bytes (header included), its data coding, whether it carries a header. */
type SmsPart = { number: number; count: number; dataCoding: number; udh: boolean; bytes: Buffer };

/** The GSM codes of a text (an extension character as escape + code), or null when one character has none. */
export function gsmSeptets(text: string): number[][] | null {
  const units: number[][] = [];
  for (const ch of text) {
    const basic = BASIC_CODE.get(ch);
    if (basic !== undefined) units.push([basic]);
    else if (GSM_EXTENSION[ch] !== undefined) units.push([ESCAPE, GSM_EXTENSION[ch]]);
    else return null;
  }
  return units;
}

/** The encoding a text is sent in: GSM 03.38 when it can be, else UCS-2. */
export const smsEncodingOf = (text: string): SmsEncoding => (gsmSeptets(text) ? 'gsm' : 'ucs2');

/**
 * The text's units, each never cut: GSM characters as their septets (one, or two for an extension character),
 * UCS-2 characters as their UTF-16 code units (two for a character beyond the basic plane).
 */
function unitsOf(text: string, encoding: SmsEncoding): Buffer[] {
  if (encoding === 'gsm') return gsmSeptets(text)!.map((codes) => Buffer.from(codes));
  return [...text].map((ch) => Buffer.from(ch, 'utf16le').swap16());
}

/** Groups units into chunks of at most `size` septets (GSM, one byte each) or UCS-2 units (two bytes each). */
function chunk(units: Buffer[], size: number, unitBytes: number): Buffer[] {
  const chunks: Buffer[] = [];
  let current: Buffer[] = [];
  let length = 0;
  for (const unit of units) {
    const n = unit.length / unitBytes;
    if (length + n > size) {
      chunks.push(Buffer.concat(current));
      current = [];
      length = 0;
    }
    current.push(unit);
    length += n;
  }
  if (current.length) chunks.push(Buffer.concat(current));
  return chunks;
}

/** The concatenation header of part `number` of `count` (IEI 0x00, 8-bit reference). */
const concatenationHeader = (reference: number, count: number, number: number): Buffer =>
  Buffer.from([0x05, 0x00, 0x03, reference & 0xff, count, number]);

/** How many parts a text takes (1 when it fits one message). */
export function smsPartCount(text: string): number {
  const encoding = smsEncodingOf(text);
  const unitBytes = encoding === 'gsm' ? 1 : 2;
  const units = unitsOf(text, encoding);
  const length = units.reduce((n, u) => n + u.length / unitBytes, 0);
  if (length <= SMS_LIMITS[encoding].single) return 1;
  return chunk(units, SMS_LIMITS[encoding].part, unitBytes).length;
}

/**
 * The short messages of a text: one without header when it fits, else parts with the concatenation header of
 * `reference` (0–255, the same for every part of the message). Throws when the text is empty or needs more than
 * MAX_PARTS parts.
 */
export function smsParts(text: string, reference: number): SmsPart[] {
  if (!text) throw new Error('The SMS has no text.');
  const encoding = smsEncodingOf(text);
  const dataCoding = DATA_CODING[encoding];
  const unitBytes = encoding === 'gsm' ? 1 : 2;
  const units = unitsOf(text, encoding);
  const whole = Buffer.concat(units);
  if (whole.length / unitBytes <= SMS_LIMITS[encoding].single) {
    return [{ number: 1, count: 1, dataCoding, udh: false, bytes: whole }];
  }
  const chunks = chunk(units, SMS_LIMITS[encoding].part, unitBytes);
  if (chunks.length > MAX_PARTS) {
    throw new Error(`The SMS needs ${chunks.length} parts, more than ${MAX_PARTS}.`);
  }
  return chunks.map((bytes, i) => ({
    number: i + 1,
    count: chunks.length,
    dataCoding,
    udh: true,
    bytes: Buffer.concat([concatenationHeader(reference, chunks.length, i + 1), bytes]),
  }));
}

/** The text of short message bytes (header excluded) in a data coding: GSM septets (one per octet) or UCS-2. */
export function decodeSms(bytes: Buffer, dataCoding: number): string {
  if (dataCoding === DATA_CODING.ucs2) return Buffer.from(bytes).swap16().toString('utf16le');
  let text = '';
  for (let i = 0; i < bytes.length; i++) {
    const code = bytes[i]!;
    if (code === ESCAPE && i + 1 < bytes.length) {
      text += EXTENSION_CHAR.get(bytes[++i]!) ?? ' ';
    } else text += BASIC_CHAR.get(code) ?? ' ';
  }
  return text;
}
