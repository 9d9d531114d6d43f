import type { Translations } from '../define';
import type { en } from './en';

export const he: Translations<typeof en> = {
  'preflight.pageSize':
    'גודל העמוד {width} × {height} מ"מ; הערוץ מדפיס על {format}. יש להתאים את העמוד ל-{format}.',
  'preflight.orientation': 'העמוד לרוחב; הערוץ מדפיס על {format} לאורך. יש לסובב את העמוד לאורך.',
  'preflight.unprintableEdge':
    'משהו מודפס במרחק של פחות מ-{edge} מ"מ משולי העמוד, היכן שמדפסות אינן מדפיסות.',
  'preflight.addressWindow':
    'משהו שאינו הכתובת נראה בחלון המעטפה או בסמוך לו (סמל, קו, טקסט קרוב מדי). ייתכן שהמוביל לא יוכל לקרוא את הכתובת.',
  'preflight.technicalArea': 'בעמוד יש תוכן במקום שבו הערוץ מדפיס את אזור ה-{type} שלו: הוא יודפס עליו.',
  'preflight.fontNotEmbedded':
    'הגופן {font} אינו מוטמע; הוא יודפס בגופן {substitute}, בעל אותם רוחבי אותיות.',
  'preflight.fontNotSubstitutable':
    'הגופן {font} אינו מוטמע ואין גופן בעל אותם רוחבי אותיות שיכול להחליפו: הטקסט לא יודפס כפי שנכתב.',
  'preflight.type3Font':
    'הגופן {font} הוא גופן Type 3 (אותיות מצוירות, לעתים קרובות תמונות), שמדפסות מציגות באיכות ירודה.',
  'preflight.lowResolution':
    'תמונה ברזולוציה של {dpi} dpi בגודל ההדפסה; נדרשים לפחות {minimum} dpi להדפסה חדה.',
  'preflight.colourOnBlackAndWhite':
    'העמוד בצבע; הערוץ מדפיס בשחור-לבן. יש לבחור אפשרות צבע כדי להדפיס אותו בצבע (העלות גבוהה יותר).',
  'preflight.envelopeCapacity':
    'המכתב תופס {sheets} גיליונות; מעטפת {envelope} מכילה {capacity}. יש לבחור מעטפה גדולה יותר או לפצל את המכתב.',
  'preflight.code.pageSize': 'גודל עמוד',
  'preflight.code.orientation': 'כיוון',
  'preflight.code.unprintableEdge': 'שוליים שאינם ניתנים להדפסה',
  'preflight.code.addressWindow': 'חלון הכתובת',
  'preflight.code.technicalArea': 'אזורים טכניים',
  'preflight.code.fontNotEmbedded': 'גופן לא מוטמע',
  'preflight.code.fontNotSubstitutable': 'גופן שאין לו תחליף',
  'preflight.code.type3Font': 'גופן Type 3',
  'preflight.code.lowResolution': 'רזולוציית תמונה',
  'preflight.code.colourOnBlackAndWhite': 'צבע בערוץ שחור-לבן',
  'preflight.code.envelopeCapacity': 'קיבולת המעטפה',
  'preflight.severity.refuse': 'נדחה',
  'preflight.severity.warn': 'אזהרה',
};
