import { strToU8, zipSync } from 'fflate';
import { PDFDocument, StandardFonts, type PDFPage } from 'pdf-lib';
import { PAGE_SIZES_MM } from '@postbridge/domain';
import { embedStandardFonts } from '@postbridge/documents';

// The sample files a newcomer deposits into the demo services (samples/ at the repository root, written by
// `npm run samples`). Their layout is the one the demo services read (demo-service.ts, sample-layout.ts): address in the window
// of a DL envelope, "Page k/n" at the foot of each page, the invoice number under the address.

const A4 = PAGE_SIZES_MM.A4;
const MM = 72 / 25.4;
/** Fixed dates, so that the samples are the same bytes each time they are written. */
const FIXED_DATE = new Date('2026-11-02T09:00:00Z');

export const LETTER_BATCH_ADDRESSES: readonly (readonly string[])[] = [
  ['Mme Hélène Lefèvre', '12 rue de l’Église', '75011 PARIS'],
  ['M. François Müller', 'Résidence Les Érables, bât. C', '4 allée des Tilleuls', '69003 LYON'],
  ['Mme Zoé Garçon', '27 boulevard de la Croisette', '06400 CANNES'],
  ['SARL Boulangerie Bréval', 'M. Jérôme Bréval', '3 place du Marché', '35000 RENNES'],
  ['M. Anaïs Côté', 'BP 42', '18 quai des Chartrons', '33000 BORDEAUX'],
  ['Mme Maëlle Noël', '5 impasse des Pêcheurs', '29200 BREST'],
  ['M. Loïc Hébert', '101 avenue Jean Médecin', '06000 NICE'],
  ['Mme Inès Dupré', 'Rue de la Loi 16', '1000 BRUXELLES', 'BELGIQUE'],
];
/** Pages of each letter of the batch: 8 letters, 15 pages. */
const LETTER_BATCH_PAGES = [1, 2, 3, 1, 2, 1, 3, 2] as const;

/**
 * samples/letters-to-check.pdf: three one-page letters, the second with an address that has lost its postcode — the
 * letter a mail-room operator fixes on the pack groups screen before ordering.
 */
export const LETTERS_TO_CHECK_ADDRESSES: readonly (readonly string[])[] = [
  ['Mme Claire Martin', '14 rue des Acacias', '37000 TOURS'],
  ['M. Paul Lemoine', '6 rue du Moulin', 'DIJON'],
  ['Mme Sophie Marchand', '40 avenue de la Gare', '21000 DIJON'],
];

export const REGISTERED_LETTER_ADDRESS = [
  'Cabinet Durand & Associés',
  'Me Émilie Durand',
  '9 rue Saint-Honoré',
  '75001 PARIS',
] as const;

export const INVOICES = [
  { number: 'INV-2026-0141', address: ['Mme Léa Fournier', '8 rue des Lilas', '44000 NANTES'], pages: 1 },
  {
    number: 'INV-2026-0142',
    address: ['M. Théo Girard', '22 cours Mirabeau', '13100 AIX-EN-PROVENCE'],
    pages: 2,
  },
  { number: 'INV-2026-0143', address: ['Mme Chloé Lambert', '3 rue Nationale', '59800 LILLE'], pages: 1 },
  {
    number: 'INV-2026-0144',
    address: ['M. Hugo Bonnet', '15 rue de la République', '67000 STRASBOURG'],
    pages: 1,
  },
  {
    number: 'INV-2026-0145',
    address: ['Mme Camille Roux', '2 place du Capitole', '31000 TOULOUSE'],
    pages: 2,
  },
] as const;
/** The customers file of the invoices archive, in another order than the PDF; two customers have no e-mail. */
export const CUSTOMERS_CSV = [
  'invoice;customer;email;phone',
  'INV-2026-0143;Chloé Lambert;chloe.lambert@example.org;+33 6 12 34 56 78',
  'INV-2026-0141;Léa Fournier;lea.fournier@example.org;06 98 76 54 32',
  'INV-2026-0145;Camille Roux;;',
  'INV-2026-0142;Théo Girard;theo.girard@example.org;',
  'INV-2026-0144;Hugo Bonnet;;05 61 00 00 00',
  '',
].join('\n');

type Page = { draw: (text: string, leftMm: number, topMm: number, size?: number) => void };

async function newDocument(title: string) {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor('Demo Company');
  doc.setProducer('Postbridge samples');
  doc.setCreator('Postbridge samples');
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const addPage = (): Page => {
    const page: PDFPage = doc.addPage([A4.width * MM, A4.height * MM]);
    return {
      draw: (s, leftMm, topMm, size = 10) =>
        page.drawText(s, { x: leftMm * MM, y: (A4.height - topMm) * MM, size, font }),
    };
  };
  // Helvetica embedded (its metric-compatible twin), as a print shop wants it: pdf-lib only names it.
  const save = async () => embedStandardFonts(await doc.save());
  return { addPage, save };
}

/** One letter: header, address in the window, date, subject, body, and "Page k/n" at the foot of each page. */
function writeLetter(
  addPage: () => Page,
  letter: { address: readonly string[]; pages: number; subject: string; extra?: (page: Page) => void },
) {
  for (let k = 1; k <= letter.pages; k++) {
    const page = addPage();
    page.draw('Demo Company · 1 avenue des Champs-Élysées · 75008 Paris', 20, 20, 9);
    if (k === 1) {
      letter.address.forEach((line, i) => page.draw(line, 105, 55 + i * 5));
      page.draw('Paris, le 2 novembre 2026', 20, 92);
      letter.extra?.(page);
      page.draw(letter.subject, 20, 115, 11);
      page.draw('Madame, Monsieur,', 20, 130);
    }
    for (let line = 0; line < 8; line++) {
      page.draw(
        'Nous vous remercions de votre confiance et restons à votre disposition pour toute question.',
        20,
        (k === 1 ? 140 : 40) + line * 6,
      );
    }
    page.draw(`Page ${k}/${letter.pages}`, 20, 287, 8);
  }
}

/** samples/letter-batch.pdf: 8 letters of 1 to 3 pages (15 pages) for the "Letter batch" service. */
async function letterBatchSample(): Promise<Uint8Array> {
  const { addPage, save } = await newDocument('Letter batch');
  LETTER_BATCH_ADDRESSES.forEach((address, i) =>
    writeLetter(addPage, {
      address,
      pages: LETTER_BATCH_PAGES[i]!,
      subject: `Objet : votre dossier n° ${1001 + i}`,
    }),
  );
  return save();
}

/** One-page letters, one for each address, laid out as the samples are (also for tests of many letters). */
export async function oneLetterEach(
  title: string,
  addresses: readonly (readonly string[])[],
): Promise<Uint8Array> {
  const { addPage, save } = await newDocument(title);
  addresses.forEach((address, i) =>
    writeLetter(addPage, { address, pages: 1, subject: `Objet : relance n° ${2001 + i}` }),
  );
  return save();
}

/** samples/letters-to-check.pdf: see LETTERS_TO_CHECK_ADDRESSES. */
const lettersToCheckSample = (): Promise<Uint8Array> =>
  oneLetterEach('Letters to check', LETTERS_TO_CHECK_ADDRESSES);

/** samples/registered-letter.pdf: one 2-page letter for the "Registered letter" service. */
async function registeredLetterSample(): Promise<Uint8Array> {
  const { addPage, save } = await newDocument('Registered letter');
  writeLetter(addPage, {
    address: REGISTERED_LETTER_ADDRESS,
    pages: 2,
    subject: 'Objet : mise en demeure — lettre recommandée',
  });
  return save();
}

/** The invoices PDF of the archive sample: 5 invoices of 1 or 2 pages, the number under the window. */
async function invoicesSample(): Promise<Uint8Array> {
  const { addPage, save } = await newDocument('Invoices');
  for (const invoice of INVOICES) {
    writeLetter(addPage, {
      address: invoice.address,
      pages: invoice.pages,
      subject: 'Objet : votre facture du mois d’octobre',
      extra: (page) => page.draw(`Invoice no. ${invoice.number}`, 20, 105),
    });
  }
  return save();
}

/** samples/invoices.zip: the invoices PDF and the customers CSV, for the "Invoices with customer data" service. */
async function invoicesArchiveSample(): Promise<Uint8Array> {
  const mtime = FIXED_DATE;
  return zipSync({
    'invoices.pdf': [await invoicesSample(), { mtime }],
    'customers.csv': [strToU8(CUSTOMERS_CSV), { mtime }],
  });
}

/** Every sample, by file name. */
export async function sampleFiles(): Promise<Record<string, Uint8Array>> {
  return {
    'letter-batch.pdf': await letterBatchSample(),
    'letters-to-check.pdf': await lettersToCheckSample(),
    'registered-letter.pdf': await registeredLetterSample(),
    'invoices.zip': await invoicesArchiveSample(),
    'customers.csv': strToU8(CUSTOMERS_CSV),
  };
}
