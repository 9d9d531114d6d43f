import type { Translations } from '../define';
import type { en } from './en';

export const de: Translations<typeof en> = {
  'issue.service.channel.escalationDays':
    'Der Kanal „{label}“ wartet {min} bis {max} Arbeitstage auf das Öffnen, bevor er eskaliert.',
  'issue.service.channel.escalationNoNext':
    'Der Kanal „{label}“ eskaliert, aber in der Versandstrategie folgt ihm kein Kanal.',
  'issue.service.channel.escalationNotDigital':
    'Nur ein E-Mail- oder Einschreiben-E-Mail-Kanal kann bei Nichtöffnen eskalieren: „{label}“ nicht.',
  'processing.escalation.title': 'Digital zuerst',
  'processing.escalation.enabled': 'Über den nächsten Kanal senden, wenn nicht geöffnet',
  'processing.escalation.days': 'Arbeitstage bis zum Öffnen',
  'processing.escalation.help':
    'Nicht innerhalb dieser Arbeitstage des Kanals geöffnet, zurückgewiesen, nicht zugestellt oder abgemeldet: Das Dokument wird über den nächsten Kanal der Versandstrategie erneut gesendet, etwa als Einschreiben. Wer E-Mail als Wahl bestätigt hat, wird bei ungeöffneter E-Mail nicht eskaliert; wer Briefe gewählt hat, erhält den Brief sofort.',
  'details.escalation.waiting': 'Wird am {date} an {channel} eskaliert, wenn nicht geöffnet.',
  'details.history.action.escalationSkipped': 'Nicht eskaliert: Der Empfänger hat E-Mail gewählt',
};
