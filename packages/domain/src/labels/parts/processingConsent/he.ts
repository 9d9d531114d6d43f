import type { Translations } from '../define';
import type { en } from './en';

export const he: Translations<typeof en> = {
  'processing.consent.intro':
    'קבעו כיצד נמעני חשבון שולח נותנים את הסכמתם: האפשרויות שהדף שלהם מציע, הטקסטים שלו ושל הודעת האישור בדוא"ל.',
  'processing.consent.account': 'יחידה ארגונית',
  'processing.consent.accountPlaceholder': 'בחרו יחידה ארגונית',
  'processing.consent.noAccounts': 'אינכם מנהלים אף יחידה ארגונית.',
  'processing.consent.notSenderAccount':
    '{ou} אינה חשבון שולח: הנמענים שלה עדיין אינם יכולים לבחור. אפשר להכין את ההגדרות; הן יחולו ברגע שהחשבון יופעל.',
  'processing.consent.turnOn': 'הפעלת חשבון השולח',
  'processing.consent.turnedOn': '{ou} היא כעת חשבון שולח.',
  'processing.consent.loadError': 'לא ניתן היה לטעון את הגדרות ההסכמה.',
  'processing.consent.open': 'דף ההסכמה מקבל בחירות',
  'processing.consent.openHint':
    'כשהדף סגור הוא מבקש מהנמענים לחזור מאוחר יותר; קישורים מודפסים נשארים תקפים.',
  'processing.consent.choices': 'אפשרויות מוצעות, בסדר התצוגה',
  'processing.consent.moveUp': 'העברת „{choice}“ למעלה',
  'processing.consent.moveDown': 'העברת „{choice}“ למטה',
  'processing.consent.introduction': 'פתיח הדף',
  'processing.consent.introductionHint': 'טקסט פשוט המוצג מעל האפשרויות, עד {max} תווים.',
  'processing.consent.qrText': 'טקסט ליד קוד ה-QR במכתבים',
  'processing.consent.qrTextHint':
    'שורה קצרה אחת, למשל „סרקו כדי לקבל את הדואר שלכם בדוא"ל“, עד {max} תווים.',
  'processing.consent.mailSubject': 'נושא הודעת האישור',
  'processing.consent.mailBody': 'טקסט הודעת האישור',
  'processing.consent.mailHint':
    'ריק: הטקסט הרגיל, בשפת הנמען. מצייני מקום: {placeholders}. הטקסט חייב לכלול את {link}.',
  'processing.consent.defaults': 'אלה הגדרות ברירת המחדל: הן מעולם לא נשמרו.',
  'processing.consent.modified': 'נשמר לאחרונה ב-{date} על ידי {user}.',
  'processing.consent.save': 'שמירת ההגדרות',
  'processing.consent.saved': 'הגדרות ההסכמה נשמרו.',
  'processing.consent.preview': 'תצוגה מקדימה של דף ההסכמה',
  'processing.consent.previewQr': 'מודפס ליד קוד ה-QR: {text}',
  'processing.consent.sample': 'קישור הסכמה לדוגמה',
  'processing.consent.sampleHint': 'הקישור שמכתב לנמען זה נושא: מי שמחזיק בו יכול לשנות את בחירת הנמען.',
  'processing.consent.sampleIdentifier': 'מזהה הנמען',
  'processing.consent.sampleShow': 'הצגת הקישור',
  'processing.consent.issue.choicesRequired': 'הציעו לפחות אפשרות אחת.',
  'processing.consent.issue.choiceDuplicate': '„{choice}“ מוצעת פעמיים.',
  'processing.consent.issue.tooLong': 'עד {max} תווים.',
  'processing.consent.issue.controlCharacters': 'תווי בקרה אינם מותרים.',
  'processing.consent.issue.singleLine': 'כתבו זאת בשורה אחת.',
  'processing.consent.issue.linkRequired': 'ההודעה חייבת לכלול את קישור האישור {link}.',
  'processing.consent.issue.unknownPlaceholder': 'מציין מקום לא מוכר {placeholder}.',
};
