import fs from 'node:fs';
import path from 'node:path';
import { addPermission } from '@postbridge/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lettersContext, multipartBody, type FilePart, type LettersContext } from '../../test/deposits';
import { sessionToken, userIdOf } from '../../test/factories';
import { letterBatch } from '../../test/letters';
import { demoLettersService } from '../seed/demo-service';
import { linkServiceToProfiles, profilesNamed } from '../services/queries';

let c: LettersContext;

beforeEach(async () => {
  c = await lettersContext();
});
afterEach(async () => {
  await c.t.close();
});

const ADA = ['Mme Ada Martin', '12 rue de la Paix', '75002 PARIS'];
const BRUNO = ['M. Bruno Petit', '3 avenue Jean Jaurès', '69007 LYON'];
const NOWHERE = ['Somebody', 'Nowhere street'];
const WINDOW = { left: 100, top: 45, width: 90, height: 40 };
const ADDRESS = 'Simple mail/mainPostalAddress';

const headers = (token = c.token) => ({ 'x-auth-token': token });

function postMultipart(url: string, fields: Record<string, string>, files: FilePart[], token = c.token) {
  const body = multipartBody(fields, files);
  return c.t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...headers(token) },
  });
}

const pdfPart = (content: Buffer, name = 'letter.pdf'): FilePart => ({ field: 'file', name, content });

const compute = (serviceId: string, files: FilePart[], fields: Record<string, string> = {}, token?: string) =>
  postMultipart(`/api/simpleJobs/computeRequirements?serviceId=${serviceId}`, fields, files, token);

const checkValue = (body: object, token = c.token) =>
  c.t.app.inject({
    method: 'POST',
    url: '/api/simpleJobs/checkRequirementValue',
    payload: body,
    headers: headers(token),
  });

const extractArea = (
  parameters: object,
  files: FilePart[],
  fields: Record<string, string> = {},
  token?: string,
) =>
  postMultipart(
    '/api/simpleJobs/extractAndCheckArea',
    { parameters: JSON.stringify(parameters), ...fields },
    files,
    token,
  );

/** A one-page PDF whose trailer names a Standard security handler: every reader sees it encrypted. */
function encryptedPdf(): Buffer {
  const hex32 = 'ab'.repeat(32);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
    `<< /Filter /Standard /V 1 /R 2 /O <${hex32}> /U <${hex32}> /P -4 >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) body += `${String(o).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [<${'cd'.repeat(16)}> <${'cd'.repeat(16)}>] >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

// The contact letters print five lines from 55 mm down, 5 mm apart: three address lines, an e-mail, a phone.
const EMAIL_AREA = { left: 100, top: 66, width: 90, height: 5 };
const PHONE_AREA = { left: 100, top: 71, width: 90, height: 5 };
const contactLetter = (email: string, phone: string) => letterBatch([[...ADA, email, phone]]);

/**
 * A "Contacts" service saved by the administrator through the API and offered to the Validator profile only: an
 * e-mail channel (recipientEmail from the PDF), an SMS channel (recipientPhone from the last page, French numbers
 * only) and a pack requirement computed from the file name.
 */
async function saveContactsService(): Promise<string> {
  const admin = await sessionToken(c.t.deps, 'admin');
  const { ouId } = await userIdOf(c.t.deps.db, 'admin');
  const demo = demoLettersService(ouId);
  const pdfText = (page: number, area: object) => ({ kind: 'pdfText', page, area, boxName: 'letters' });
  const service = {
    ...demo,
    name: 'Contacts',
    packRequirements: {
      content: [{ kind: 'free', name: 'reference', type: 'text', content: { kind: 'jobFileName' } }],
    },
    channels: [
      {
        id: 'email',
        label: 'E-mail',
        shipmentRequirements: [
          { kind: 'recipient', name: 'recipientEmail', type: 'text', content: pdfText(1, EMAIL_AREA) },
        ],
      },
      {
        id: 'sms',
        label: 'SMS',
        shipmentRequirements: [
          {
            kind: 'recipient',
            name: 'recipientPhone',
            type: 'phone',
            content: pdfText(-1, PHONE_AREA),
            validationParameters: { countryCode: 'FR' },
          },
        ],
      },
    ],
    sendingStrategy: { groups: [{ name: 'Digital', serviceChannels: ['E-mail', 'SMS'] }] },
  };
  const saved = await postMultipart('/api/services', { parameters: JSON.stringify(service) }, [], admin);
  expect(saved.statusCode, saved.body).toBe(200);
  const id = saved.json().result.id as string;
  const profiles = await profilesNamed(c.t.deps.db, ouId, ['Validator']);
  await linkServiceToProfiles(
    c.t.deps.db,
    id,
    profiles.map((p) => p.id),
  );
  return id;
}

describe('POST /simpleJobs/computeRequirements', () => {
  it('reads and checks the window address of the whole file as one document, and keeps nothing', async () => {
    const res = await compute(c.serviceId, [pdfPart(await letterBatch([ADA, BRUNO]))]);
    expect(res.statusCode, res.body).toBe(200);
    // Page 1 is the document's first page: the second letter's address is not read.
    expect(res.json().result).toEqual({
      [ADDRESS]: {
        value: ADA.join('\n'),
        forced: false,
        countryCode: 'FR',
        valid: true,
        type: 'address',
        status: 'GOOD',
        error: null,
      },
    });
    // Nothing is stored: no file, no job, no temporary file left.
    const files = await c.t.deps.db.selectFrom('stored_file').select('id').execute();
    const jobs = await c.t.deps.db.selectFrom('job').select('id').execute();
    expect([files.length, jobs.length]).toEqual([0, 0]);
    const tmp = path.join(c.t.deps.config.dataDir, 'tmp');
    expect(fs.existsSync(tmp) ? fs.readdirSync(tmp) : []).toEqual([]);
  });

  it.each([
    ['MODIFIED', null, 'a town to write in capitals', ['Jean Dupont', '1 rue X', '42000 Saint-Étienne']],
    ['300', 'address.incomplete', 'no postcode and town line', NOWHERE],
    [
      '150',
      'address.invalidFormat',
      'a French postcode of 4 digits',
      ['Jean Dupont', '8 rue X', '7500 PARIS'],
    ],
    [
      '200',
      'address.unknownCountry',
      'an unknown country',
      ['Jean Dupont', '1 rue X', '75002 PARIS', 'ATLANTIS'],
    ],
    ['151', 'address.tooManyLines', 'seven lines', ['A', 'B', 'C', 'D', 'E', '75002 PARIS', 'FRANCE']],
    ['100', 'address.notExtracted', 'an empty window', []],
  ])('answers %s (%s) for %s', async (status, error, _label, lines) => {
    const res = await compute(c.serviceId, [pdfPart(await letterBatch([lines]))]);
    expect(res.json().result[ADDRESS]).toMatchObject({ status, error, valid: error === null });
  });

  it('checks e-mail and phone requirements, and computes pack requirements', async () => {
    const contacts = await saveContactsService();
    const validator = await sessionToken(c.t.deps, 'validator');
    const pdf = await contactLetter('Ada.Martin@Example.COM', '06 12 34 56 78');
    const res = await compute(contacts, [pdfPart(pdf, 'contacts.pdf')], {}, validator);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({
      reference: expect.objectContaining({ value: 'contacts', status: 'GOOD', valid: true, type: 'text' }),
      'E-mail/recipientEmail': {
        value: 'Ada.Martin@example.com',
        forced: false,
        countryCode: null,
        valid: true,
        type: 'text',
        status: 'MODIFIED',
        error: null,
      },
      'SMS/recipientPhone': expect.objectContaining({
        value: '+33612345678',
        countryCode: 'FR',
        status: 'MODIFIED',
        type: 'phone',
      }),
    });

    const bad = await compute(
      contacts,
      [pdfPart(await contactLetter('ada@example', '+49 30 1234567'))],
      {},
      validator,
    );
    expect(bad.json().result['E-mail/recipientEmail']).toMatchObject({
      value: 'ada@example',
      valid: false,
      status: '150',
      error: 'email.invalidFormat',
    });
    // The SMS channel takes French numbers only: a valid German one is refused as a country not handled.
    expect(bad.json().result['SMS/recipientPhone']).toMatchObject({
      value: '+49 30 1234567',
      valid: false,
      status: '200',
      error: 'phone.countryNotHandled',
      countryCode: 'DE',
    });
  });

  it('refuses a file that is not a PDF, an encrypted PDF and a service the caller may not use', async () => {
    const notPdf = await compute(c.serviceId, [pdfPart(Buffer.from('name;city\nAda;Paris\n'))]);
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().error).toMatchObject({ code: -2, labelId: 'issue.pdf.invalid', field: 'body.file' });
    const encrypted = await compute(c.serviceId, [pdfPart(encryptedPdf())]);
    expect(encrypted.json().error).toMatchObject({
      code: -2,
      labelId: 'issue.pdf.encrypted',
      field: 'body.file',
    });
    expect((await compute(c.serviceId, [])).json().error).toMatchObject({ code: -2, field: 'body.file' });

    const pdf = pdfPart(await letterBatch([ADA]));
    // The Contacts service is offered to validators only; an unknown id looks the same.
    const contacts = await saveContactsService();
    expect((await compute(contacts, [pdf])).json().error.code).toBe(-3);
    expect((await compute('no-such-service', [pdf])).json().error.code).toBe(-3);
    expect((await compute('', [pdf])).json().error).toMatchObject({
      code: -2,
      field: 'querystring.serviceId',
    });
  });
});

describe('POST /simpleJobs/checkRequirementValue', () => {
  it('checks a typed address, keeps a forced one, and reads it in the country given', async () => {
    const check = async (requirementValue: unknown) => {
      const res = await checkValue({ serviceId: c.serviceId, requirementName: ADDRESS, requirementValue });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().result;
    };
    expect(await check('Mme Ada Martin\n12 rue de la Paix\n75002 paris')).toEqual({
      value: ADA.join('\n'),
      forced: false,
      countryCode: 'FR',
      valid: true,
      type: 'address',
      status: 'MODIFIED',
      error: null,
    });
    expect(await check(NOWHERE.join('\n'))).toMatchObject({ valid: false, status: '300', forced: false });
    expect(await check({ value: NOWHERE.join('\n'), forced: true })).toMatchObject({
      value: NOWHERE.join('\n'),
      valid: true,
      status: 'FORCED',
      forced: true,
      error: 'address.incomplete',
    });
    // Forcing a good value changes nothing.
    expect(await check({ value: ADA.join('\n'), forced: true })).toMatchObject({
      status: 'GOOD',
      forced: false,
    });
    // Without a country line, an address is read in the OU's mail country (France): a British one does not fit.
    const london = 'John Smith\n10 Downing Street\nLONDON\nSW1A 2AA';
    expect(await check(london)).toMatchObject({
      valid: false,
      status: '150',
      error: 'address.invalidFormat',
    });
    expect(await check({ value: london, countryCode: 'GB' })).toMatchObject({
      valid: true,
      status: 'GOOD',
      countryCode: 'GB',
    });
  });

  it('checks e-mail and phone values with their status codes', async () => {
    const contacts = await saveContactsService();
    const validator = await sessionToken(c.t.deps, 'validator');
    const check = async (requirementName: string, requirementValue: string) =>
      (await checkValue({ serviceId: contacts, requirementName, requirementValue }, validator)).json().result;
    expect(await check('E-mail/recipientEmail', ' ada@example.com ')).toMatchObject({
      value: 'ada@example.com',
      status: 'GOOD',
    });
    expect(await check('E-mail/recipientEmail', '')).toMatchObject({ status: '100', error: 'email.empty' });
    expect(await check('E-mail/recipientEmail', 'ada@@example.com')).toMatchObject({ status: '150' });
    expect(await check('SMS/recipientPhone', '+33 6 12 34 56 78')).toMatchObject({
      value: '+33612345678',
      status: 'MODIFIED',
    });
    expect(await check('SMS/recipientPhone', '06 12')).toMatchObject({
      status: '150',
      error: 'phone.invalidFormat',
    });
    expect(await check('SMS/recipientPhone', '+1 202 555 0125')).toMatchObject({
      status: '200',
      countryCode: 'US',
    });
    expect(await check('reference', 'anything')).toMatchObject({
      value: 'anything',
      status: 'GOOD',
      valid: true,
    });
  });

  it('refuses an unknown requirement, naming the field', async () => {
    const unknown = await checkValue({
      serviceId: c.serviceId,
      requirementName: 'Simple mail/nope',
      requirementValue: 'x',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({
      code: -2,
      field: 'body.requirementName',
      labelId: 'issue.requirement.unknown',
      params: { name: 'Simple mail/nope' },
    });
    expect(unknown.json().error.message).toContain('Simple mail/nope');
    const missing = await checkValue({ serviceId: c.serviceId, requirementValue: 'x' });
    expect(missing.json().error).toMatchObject({ code: -2, field: 'body.requirementName' });
  });
});

describe('POST /simpleJobs/extractAndCheckArea', () => {
  it('checks the text of the area pointed at, in a sent file or a stored one', async () => {
    const pdf = await letterBatch([ADA, BRUNO]);
    const sent = await extractArea(
      { serviceId: c.serviceId, requirementName: ADDRESS, area: WINDOW, page: 2 },
      [pdfPart(pdf)],
    );
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().result).toEqual({
      value: BRUNO.join('\n'),
      forced: false,
      countryCode: 'FR',
      valid: true,
      type: 'address',
      status: 'GOOD',
      error: null,
    });

    // Without a page, the requirement's own page (1) is read.
    const upload = await postMultipart('/api/files', {}, [pdfPart(pdf)]);
    const fileId = upload.json().result[0].fileId as string;
    const stored = await extractArea({ serviceId: c.serviceId, requirementName: ADDRESS, area: WINDOW }, [], {
      fileId,
    });
    expect(stored.json().result).toMatchObject({ value: ADA.join('\n'), status: 'GOOD' });

    // An area on the page where nothing is written: nothing to check.
    const blank = await extractArea(
      {
        serviceId: c.serviceId,
        requirementName: ADDRESS,
        area: { left: 20, top: 200, width: 50, height: 20 },
      },
      [pdfPart(pdf)],
    );
    expect(blank.json().result).toMatchObject({
      value: '',
      valid: false,
      status: '100',
      error: 'address.notExtracted',
    });
  });

  it('refuses an area outside the page, a page outside the file and a requirement not read from the PDF', async () => {
    const pdf = pdfPart(await letterBatch([ADA]));
    const refusal = async (parameters: object, files = [pdf]) => {
      const res = await extractArea(
        { serviceId: c.serviceId, requirementName: ADDRESS, ...parameters },
        files,
      );
      expect(res.statusCode, res.body).toBe(400);
      return res.json().error;
    };
    expect(await refusal({ area: { ...WINDOW, left: 215 } })).toMatchObject({
      code: -2,
      labelId: 'issue.pdf.areaOutsidePage',
      field: 'parameters.area',
      params: { page: 1, widthMm: 210, heightMm: 297 },
    });
    expect(await refusal({ area: WINDOW, page: 2 })).toMatchObject({
      labelId: 'issue.pdf.pageOutOfRange',
      field: 'parameters.page',
      params: expect.objectContaining({ pageCount: 1 }),
    });
    expect((await refusal({ area: { ...WINDOW, width: 0 } })).field).toBe('parameters.area.width');
    expect(await refusal({ area: WINDOW }, [pdfPart(encryptedPdf())])).toMatchObject({
      labelId: 'issue.pdf.encrypted',
      field: 'body.file',
    });
    expect(await refusal({ area: WINDOW }, [pdfPart(Buffer.from('%PDF-nope'))])).toMatchObject({
      labelId: 'issue.pdf.invalid',
    });
    expect((await refusal({ area: WINDOW }, [])).field).toBe('body.file');

    // docs/product.md §5: only a requirement read from a PDF area can be extracted.
    const contacts = await saveContactsService();
    const validator = await sessionToken(c.t.deps, 'validator');
    const reference = { serviceId: contacts, requirementName: 'reference', area: WINDOW };
    const refused = await extractArea(reference, [pdf], {}, validator);
    expect(refused.json().error).toMatchObject({
      code: -2,
      field: 'parameters.requirementName',
      labelId: 'issue.requirement.notPdfArea',
      params: { name: 'reference' },
    });
  });
});

describe('acting for another user (targetOwnerId)', () => {
  it('needs the behalf permission, a user in the caller’s subtree, and uses that user’s services', async () => {
    const sender = await userIdOf(c.t.deps.db, 'sender');
    const validator = await userIdOf(c.t.deps.db, 'validator');
    const admin = await userIdOf(c.t.deps.db, 'admin');
    const value = (targetOwnerId: string, serviceId = c.serviceId, token = c.token) =>
      checkValue(
        { serviceId, targetOwnerId, requirementName: ADDRESS, requirementValue: ADA.join('\n') },
        token,
      );

    // Oneself is always fine; another user needs behalf, which senders do not have.
    expect((await value(sender.id)).json().result.status).toBe('GOOD');
    expect((await value(validator.id)).json().error.code).toBe(-12);

    // The administrator may act for the sender, with the sender's services: Contacts is not one of them.
    const contacts = await saveContactsService();
    const adminToken = await sessionToken(c.t.deps, 'admin');
    expect((await value(sender.id, c.serviceId, adminToken)).json().result.status).toBe('GOOD');
    const forSender = await checkValue(
      { serviceId: contacts, targetOwnerId: sender.id, requirementName: 'reference', requirementValue: 'x' },
      adminToken,
    );
    expect(forSender.json().error.code).toBe(-3);
    const multipart = await compute(
      contacts,
      [pdfPart(await letterBatch([ADA]))],
      { targetOwnerId: validator.id },
      adminToken,
    );
    expect(multipart.json().result.reference).toMatchObject({ value: 'letter', status: 'GOOD' });

    // A validator given behalf may act for users of its OU, not for the administrator of the root OU above it.
    const profile = await c.t.deps.db
      .selectFrom('profile')
      .innerJoin('app_user', 'app_user.profile_id', 'profile.id')
      .select(['profile.id', 'profile.permissions'])
      .where('app_user.id', '=', validator.id)
      .executeTakeFirstOrThrow();
    await c.t.deps.db
      .updateTable('profile')
      .set({ permissions: addPermission(profile.permissions, 'behalf') })
      .where('id', '=', profile.id)
      .execute();
    const validatorToken = await sessionToken(c.t.deps, 'validator');
    expect((await value(sender.id, c.serviceId, validatorToken)).json().result.status).toBe('GOOD');
    expect((await value(admin.id, c.serviceId, validatorToken)).json().error.code).toBe(-3);
    expect((await value('no-such-user', c.serviceId, validatorToken)).json().error.code).toBe(-3);
  });
});
