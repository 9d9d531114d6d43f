import { describe, expect, it, vi } from 'vitest';
import { evaluateExpression } from '../expressions/evaluate';
import { validateExpression } from '../validation/expression';
import { expressionSchema } from './services/expressions';
import {
  consentSettingsIssues,
  consentSettingsSchema,
  consentViewSchema,
  DEFAULT_CONSENT_SETTINGS,
  type ConsentSettings,
} from './recipients';

// The recipients' consent settings (docs/domain-decisions.md "Recipients") and the consentLink expression node.

const settings = (overrides: Partial<ConsentSettings> = {}): ConsentSettings => ({
  ...DEFAULT_CONSENT_SETTINGS,
  ...overrides,
});
const issuesOf = (overrides: Partial<ConsentSettings>) =>
  consentSettingsIssues(settings(overrides)).map((i) => [i.key, i.path, i.params]);

describe('consent settings', () => {
  it('defaults to today’s page: open, every choice, the standard texts', () => {
    expect(DEFAULT_CONSENT_SETTINGS).toEqual({
      open: true,
      choices: ['EMAIL', 'LETTER', 'NONE'],
      introduction: '',
      qrText: '',
      mailSubject: '',
      mailBody: '',
    });
    expect(consentSettingsIssues(DEFAULT_CONSENT_SETTINGS)).toEqual([]);
  });

  it('accepts a configuration in the sender’s own words', () => {
    expect(
      issuesOf({
        choices: ['LETTER', 'EMAIL'],
        introduction: 'Dear customer,\nchoose how we write to you.',
        qrText: 'Scan to receive your mail by e-mail',
        mailSubject: 'Your address for {sender}',
        mailBody: 'Hello,\nconfirm within {hours} hours: {link}\n{sender}',
      }),
    ).toEqual([]);
  });

  it('needs at least one choice, each once', () => {
    expect(issuesOf({ choices: [] })).toEqual([
      ['consentSettings.choicesRequired', 'choices', { reason: 'Offer at least one choice.' }],
    ]);
    expect(issuesOf({ choices: ['EMAIL', 'LETTER', 'EMAIL'] })).toEqual([
      [
        'consentSettings.choiceDuplicate',
        'choices[2]',
        { choice: 'EMAIL', reason: 'EMAIL is offered twice.' },
      ],
    ]);
    expect(consentSettingsSchema.safeParse(settings({ choices: ['FAX' as never] })).success).toBe(false);
  });

  it('keeps each text within its length, without control characters, one line where printed or a header', () => {
    expect(issuesOf({ introduction: 'x'.repeat(1001), qrText: 'y'.repeat(121) })).toEqual([
      ['consentSettings.tooLong', 'introduction', { max: 1000, reason: 'At most 1000 characters.' }],
      ['consentSettings.tooLong', 'qrText', { max: 120, reason: 'At most 120 characters.' }],
    ]);
    expect(
      issuesOf({ introduction: 'two\nlines', qrText: 'two\nlines', mailSubject: 'a\r\nBcc: x' }),
    ).toEqual([
      ['consentSettings.singleLine', 'qrText', { reason: 'Write it on one line.' }],
      ['consentSettings.singleLine', 'mailSubject', { reason: 'Write it on one line.' }],
    ]);
    expect(issuesOf({ introduction: 'bell\u0007' })[0]?.slice(0, 2)).toEqual([
      'consentSettings.controlCharacters',
      'introduction',
    ]);
  });

  it('keeps the confirmation link in the e-mail body and knows only its placeholders', () => {
    expect(issuesOf({ mailBody: 'Hello {sender}, please confirm.' }).map((i) => i.slice(0, 2))).toEqual([
      ['consentSettings.linkRequired', 'mailBody'],
    ]);
    expect(
      issuesOf({ mailSubject: 'For {name}', mailBody: '{link} {Link}' }).map((i) => i.slice(0, 3)),
    ).toEqual([
      [
        'consentSettings.unknownPlaceholder',
        'mailSubject',
        { placeholder: '{name}', reason: 'Unknown placeholder {name}.' },
      ],
      [
        'consentSettings.unknownPlaceholder',
        'mailBody',
        { placeholder: '{Link}', reason: 'Unknown placeholder {Link}.' },
      ],
    ]);
  });

  it('lets the consent page read its choices and introduction, absent from an older server', () => {
    const view = { senderName: 'S', recipientIdentifier: 'C-1', preference: 'NONE', maskedEmail: null };
    expect(consentViewSchema.parse(view)).toEqual(view);
    expect(consentViewSchema.parse({ ...view, choices: ['LETTER'], introduction: 'Hi' })).toMatchObject({
      choices: ['LETTER'],
    });
  });
});

describe('the consentLink node', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  const node = (identifier: unknown) => expressionSchema.parse({ kind: 'consentLink', identifier });

  it('gives the link of the computed identifier, trimmed; null without identifier or source', () => {
    const consentLink = vi.fn((id: string) => (id === 'C-1' ? 'https://mail.example/consent/abc' : null));
    const metadata = (value: string) => ({ metadata: () => value });
    const byMetadata = node({ kind: 'metadataReference', name: 'customer' });
    expect(evaluateExpression(byMetadata, { now, consentLink, ...metadata(' C-1 ') })).toBe(
      'https://mail.example/consent/abc',
    );
    expect(consentLink).toHaveBeenCalledWith('C-1');
    expect(evaluateExpression(byMetadata, { now, consentLink, ...metadata('C-2') })).toBeNull();
    expect(evaluateExpression(byMetadata, { now, ...metadata('C-1') })).toBeNull();
    consentLink.mockClear();
    expect(evaluateExpression(node({ kind: 'constant', value: '  ' }), { now, consentLink })).toBeNull();
    expect(evaluateExpression(node(null), { now, consentLink })).toBeNull();
    expect(consentLink).not.toHaveBeenCalled();
  });

  it('needs its identifier', () => {
    expect(validateExpression(node(null), 'e')).toEqual([
      { key: 'expression.identifierRequired', path: 'e.identifier', severity: 'error' },
    ]);
    expect(validateExpression(node({ kind: 'constant', value: 'C-1' }), 'e')).toEqual([]);
  });
});
