import type { Translations } from '../define';
import type { en } from './en';

export const hu: Translations<typeof en> = {
  'issue.service.channel.escalationDays':
    'A(z) „{label}” csatorna {min}–{max} munkanapot vár a megnyitásra, mielőtt továbblép.',
  'issue.service.channel.escalationNoNext':
    'A(z) „{label}” csatorna továbblép, de a küldési stratégiában nincs utána csatorna.',
  'issue.service.channel.escalationNotDigital':
    'Csak e-mail vagy ajánlott e-mail csatorna léphet tovább megnyitás hiányában: „{label}” nem.',
  'processing.escalation.title': 'Először digitálisan',
  'processing.escalation.enabled': 'Küldés a következő csatornán, ha nem nyitották meg',
  'processing.escalation.days': 'Megnyitásra várakozás munkanapokban',
  'processing.escalation.help':
    'Ha a csatorna ennyi munkanapja alatt nem nyitják meg, visszapattan, kézbesíthetetlen vagy leiratkoznak: a dokumentum a küldési stratégia következő csatornáján megy újra, például ajánlott levélként. Aki az e-mailt erősítette meg választásaként, azt meg nem nyitott e-mail miatt nem léptetjük tovább; aki levelet választott, azonnal levelet kap.',
  'details.escalation.waiting': '{date} napon {channel} csatornára lép tovább, ha nem nyitják meg.',
  'details.history.action.escalationSkipped': 'Nincs továbblépés: a címzett e-mailt választott',
};
