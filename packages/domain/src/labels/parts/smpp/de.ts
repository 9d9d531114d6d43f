import type { Translations } from '../define';
import type { en } from './en';

export const de: Translations<typeof en> = {
  'system.provider.error.smppEndpoint':
    'Eine SMS-Zentrale wird als smpp://system_id@host:port (oder smpps:// für TLS) ohne Passwort angegeben; ?source= kann den Absender nennen.',
  'system.provider.error.smppPassword': 'Ein SMPP-Passwort hat 1 bis {max} Zeichen.',
  'system.provider.error.smppGenerate':
    'Das Passwort vergibt die SMS-Zentrale: Geben Sie es ein, es kann nicht erzeugt werden.',
  'system.provider.smppHint':
    'SMS-Zentrale: smpp://system_id@host:port oder smpps://… für TLS, optional ?source=ABSENDER. Das Geheimnis ist das SMPP-Passwort (höchstens {max} Zeichen).',
  'system.provider.about.smpp':
    'SMS werden direkt über SMPP 3.4 an eine SMS-Zentrale übergeben; ihre Zustellberichte liefern die Status.',
};
