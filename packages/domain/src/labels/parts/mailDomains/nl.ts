import type { Translations } from '../define';
import type { en } from './en';

export const nl: Translations<typeof en> = {
  'screen.system.mail': 'E-mail',
  'system.home.mail.hint': 'Afzenderdomeinen, hun DKIM-sleutels en de te publiceren DNS-records.',
  'system.mail.intro':
    'E-mails van een organisatie-eenheid komen van haar eigen e-mailadres als het domein daarvan hier een afzenderdomein is, en worden ondertekend met de DKIM-sleutel van dat domein. Publiceer de getoonde records in de DNS-zone van het domein. Houd na een sleutelwissel het record van de vorige sleutel nog {days} dagen aan.',
  'system.mail.readOnly': 'U kunt deze instellingen bekijken; alleen een superbeheerder kan ze wijzigen.',
  'system.mail.loadError': 'De afzenderdomeinen konden niet worden geladen.',
  'system.mail.defaultFrom': 'Andere e-mails komen van {from}.',
  'system.mail.none': 'Nog geen afzenderdomein: e-mails worden niet ondertekend.',
  'system.mail.domain': 'Domein',
  'system.mail.domain.hint': 'Een DNS-naam, bijvoorbeeld example.org.',
  'system.mail.add': 'Domein toevoegen',
  'system.mail.added': '{name} is toegevoegd met een nieuwe DKIM-sleutel.',
  'system.mail.error.empty': 'Vul een domeinnaam in.',
  'system.mail.error.tooLong': 'Een domeinnaam heeft hoogstens 253 tekens.',
  'system.mail.error.invalid':
    'Vul een domeinnaam in zoals example.org (letters, cijfers en koppeltekens; een geïnternationaliseerde naam in zijn xn---vorm).',
  'system.mail.error.exists': '{name} is al een afzenderdomein.',
  'system.mail.createdBy': 'Toegevoegd op {date} door {user}.',
  'system.mail.checkDns': 'DNS controleren',
  'system.mail.rotate': 'DKIM-sleutel wisselen',
  'system.mail.rotated': 'Nieuwe DKIM-sleutel: selector {selector}. Publiceer nu het record ervan.',
  'system.mail.remove': 'Verwijderen',
  'system.mail.remove.confirm':
    'Het afzenderdomein {name} verwijderen? De e-mails ervan komen dan van de standaardafzender, zonder handtekening.',
  'system.mail.remove.cancel': 'Annuleren',
  'system.mail.records': 'DNS-records van {name}',
  'system.mail.records.hint':
    'Neem elk record over in de DNS-zone van het domein (type TXT of MX, naam en waarde zoals getoond).',
  'system.mail.record.purpose': 'Doel',
  'system.mail.record.name': 'Naam',
  'system.mail.record.type': 'Type',
  'system.mail.record.value': 'Waarde',
  'system.mail.record.dkim': 'DKIM-sleutel',
  'system.mail.record.spf': 'SPF (voorstel)',
  'system.mail.record.dmarc': 'DMARC (voorstel)',
  'system.mail.record.bounceMx': 'MX voor bounces',
  'system.mail.key.active': 'Ondertekent',
  'system.mail.key.retiring': 'Wordt uitgefaseerd: aanhouden tot {date}',
  'system.mail.copy': 'Kopiëren',
  'system.mail.copied': 'Gekopieerd',
  'system.mail.copyName': 'De naam {name} kopiëren',
  'system.mail.copyValue': 'De waarde van {name} kopiëren',
  'system.mail.dns.found': 'Gevonden in DNS',
  'system.mail.dns.missing': 'Niet in DNS',
  'system.mail.dns.different': 'Anders in DNS',
  'system.mail.dns.unavailable': 'Niet gecontroleerd',
  'system.mail.dns.noResolver':
    'Geen enkele DNS-server antwoordde deze server: de records konden niet worden gecontroleerd. Ze kunnen toch goed gepubliceerd zijn.',
};
