import type { Translations } from '../define';
import type { en } from './en';

export const nl: Translations<typeof en> = {
  'issue.service.channel.escalationDays':
    'Het kanaal "{label}" wacht {min} tot {max} werkdagen op het openen voordat het escaleert.',
  'issue.service.channel.escalationNoNext':
    'Het kanaal "{label}" escaleert, maar er volgt geen kanaal in de verzendstrategie.',
  'issue.service.channel.escalationNotDigital':
    'Alleen een e-mail- of aangetekende-e-mailkanaal kan escaleren als niet geopend: "{label}" niet.',
  'processing.escalation.title': 'Digitaal eerst',
  'processing.escalation.enabled': 'Via het volgende kanaal verzenden als niet geopend',
  'processing.escalation.days': 'Werkdagen wachten op het openen',
  'processing.escalation.help':
    'Niet geopend binnen deze werkdagen van het kanaal, gebounced, onbestelbaar of afgemeld: het document gaat opnieuw via het volgende kanaal van de verzendstrategie, zoals een aangetekende brief. Wie e-mail als keuze bevestigde, escaleert niet bij een ongeopende e-mail; wie brieven koos, krijgt de brief meteen.',
  'details.escalation.waiting': 'Escaleert op {date} naar {channel} als niet geopend.',
  'details.history.action.escalationSkipped': 'Niet geëscaleerd: de ontvanger koos e-mail',
};
