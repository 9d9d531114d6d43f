import type { Translations } from '../define';
import type { en } from './en';

export const he: Translations<typeof en> = {
  'details.evidence.pdfFile': 'ראיה (PDF)',
  'details.evidence.jsonFile': 'ראיה (JSON)',
  'details.evidence.chainHash': 'גיבוב השרשרת {hash}',
  'details.evidence.pdf.title': 'ראיה למשלוח',
  'details.evidence.pdf.generatedAt': 'הופק ב־{date}',
  'details.evidence.pdf.shipment': 'משלוח',
  'details.evidence.pdf.number': 'מספר',
  'details.evidence.pdf.externalId': 'מזהה חיצוני',
  'details.evidence.pdf.channel': 'ערוץ',
  'details.evidence.pdf.recipient': 'נמען',
  'details.evidence.pdf.document': 'מסמך',
  'details.evidence.pdf.pages': 'עמודים {first} עד {last}',
  'details.evidence.pdf.outputFile': 'קובץ פלט',
  'details.evidence.pdf.timeline': 'ציר זמן',
  'details.evidence.pdf.source': 'מקור',
  'details.evidence.pdf.at': 'התרחש',
  'details.evidence.pdf.receivedAt': 'התקבל',
  'details.evidence.pdf.hash': 'גיבוב',
  'details.evidence.pdf.previousHash': 'גיבוב קודם',
  'details.evidence.pdf.receipt': 'אישור',
  'details.evidence.pdf.receipts': 'אישורי הספק',
  'details.evidence.pdf.noReceipts': 'אין.',
  'details.evidence.pdf.signature': 'חתימה',
  'details.evidence.pdf.publicKey': 'המפתח הציבורי של המערכת (Ed25519)',
  'details.evidence.pdf.verifyTitle': 'איך לאמת',
  'details.evidence.pdf.verifyAttached':
    'קובץ ה־JSON החתום מצורף ל־PDF זה בשם {name}; הוא הקובע. אמתו אותו בעזרת:',
  'details.evidence.pdf.verifyChain':
    'כל אירוע נושא את ה־SHA-256 של תוכנו ושל האירוע שלפניו: שינוי, הסרה או שינוי סדר של אירוע שוברים את השרשרת, וכל שינוי שובר את החתימה.',
  'details.evidence.pdf.verifyKey':
    'השוו את המפתח הציבורי לזה שהמערכת מפרסמת (GET /api/evidence/public-key) ושמרו אותו: מי שמחזיק במפתח המערכת יכול לחתום.',
};
