import type { Translations } from '../define';
import type { en } from './en';

export const he: Translations<typeof en> = {
  'shell.skipToContent': 'דילוג לתוכן הראשי',
  'common.clear': 'ניקוי',
  'common.eyeDropper': 'בחירת צבע מהמסך',
};
