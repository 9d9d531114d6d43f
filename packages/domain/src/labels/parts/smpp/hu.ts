import type { Translations } from '../define';
import type { en } from './en';

export const hu: Translations<typeof en> = {
  'system.provider.error.smppEndpoint':
    'Az SMS-központ címe smpp://system_id@host:port (TLS-hez smpps://), jelszó nélkül; a ?source= megadhatja a feladót.',
  'system.provider.error.smppPassword': 'Az SMPP-jelszó 1–{max} karakter hosszú.',
  'system.provider.error.smppGenerate': 'A jelszót az SMS-központ adja: írja be, nem generálható.',
  'system.provider.smppHint':
    'SMS-központ: smpp://system_id@host:port vagy TLS-hez smpps://…, opcionálisan ?source=FELADÓ. A titok az SMPP-jelszó (legfeljebb {max} karakter).',
  'system.provider.about.smpp':
    'Az SMS-ek közvetlenül SMPP 3.4-en mennek az SMS-központba; a kézbesítési jelentései adják az állapotokat.',
};
