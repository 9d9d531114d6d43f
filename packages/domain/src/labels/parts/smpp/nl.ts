import type { Translations } from '../define';
import type { en } from './en';

export const nl: Translations<typeof en> = {
  'system.provider.error.smppEndpoint':
    'Een sms-centrale schrijf je als smpp://system_id@host:port (of smpps:// voor TLS), zonder wachtwoord; ?source= kan de afzender noemen.',
  'system.provider.error.smppPassword': 'Een SMPP-wachtwoord heeft 1 tot {max} tekens.',
  'system.provider.error.smppGenerate':
    'Het wachtwoord komt van de sms-centrale: vul het in, het kan niet worden gegenereerd.',
  'system.provider.smppHint':
    'Sms-centrale: smpp://system_id@host:port of smpps://… voor TLS, eventueel ?source=AFZENDER. Het geheim is het SMPP-wachtwoord (hoogstens {max} tekens).',
  'system.provider.about.smpp':
    "Sms'en gaan via SMPP 3.4 rechtstreeks naar een sms-centrale; haar ontvangstbevestigingen geven de statussen.",
};
