import type { Translations } from '../define';
import type { en } from './en';

// Hebrew: exactly the keys of en.ts, the same {placeholders}.
export const he: Translations<typeof en> = {
  'deposit.preflight.state.refused': 'הדפסה: נדחה בערוצים {channels}',
  'deposit.preflight.state.warned': 'אזהרות הדפסה: {n}',
  'deposit.preflight.state.clean': 'לא נמצאה בעיית הדפסה',
  'deposit.preflight.tab': 'בדיקה לפני הדפסה',
  'deposit.preflight.none': 'הבדיקה לפני ההדפסה לא מצאה במכתב זה דבר שבית דפוס היה דוחה.',
  'deposit.preflight.findings': 'ממצאי הבדיקה לפני ההדפסה',
  'deposit.preflight.page': 'עמוד {page} של הקובץ שהופקד',
  'deposit.preflight.wholeLetter': 'המכתב כולו',
  'deposit.preflight.channels': 'ערוצים: {channels}',
  'deposit.preflight.pageAlt': 'עמוד {page} של הקובץ שהופקד',
  'deposit.preflight.area':
    'האזור הנוגע בדבר: {left} מ"מ מהשוליים השמאליים, {top} מ"מ מהחלק העליון, {width} × {height} מ"מ',
  'deposit.preflight.wholePage': 'האזור הנוגע בדבר: העמוד כולו',
  'deposit.preflight.noPage': 'ממצא זה נוגע למכתב כולו, לא לעמוד אחד.',
  'deposit.preflight.summary': 'בדיקה לפני הדפסה',
  'deposit.preflight.count': '{name}: {n}',
  'deposit.preflight.nothingFound': 'הבדיקה לפני ההדפסה לא מצאה בעיית הדפסה בהפקדה זו.',
  'deposit.preflight.report': 'דוח הבדיקה לפני ההדפסה (CSV)',
  'processing.editor.tab.preflight': 'בדיקה לפני הדפסה',
  'processing.editor.preflight.intro':
    'לכל בעיה שהבדיקה לפני ההדפסה מוצאת בעמודי מכתב, בחרו אם היא דוחה את המכתב בערוצי הנייר של שירות זה או רק מזהירה את השולח ואת המאשר.',
  'processing.editor.preflight.refuse': 'דוחה את המכתב',
  'processing.editor.preflight.warn': 'אזהרה בלבד',
  'processing.editor.preflight.defaults': 'חזרה לברירות המחדל',
  'deposit.preflight.filter.refused': 'הדפסה: נדחו',
  'deposit.preflight.filter.warned': 'הדפסה: אזהרות',
};
