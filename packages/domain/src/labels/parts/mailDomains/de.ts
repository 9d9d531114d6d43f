import type { Translations } from '../define';
import type { en } from './en';

export const de: Translations<typeof en> = {
  'screen.system.mail': 'E-Mail',
  'system.home.mail.hint': 'Absenderdomänen, ihre DKIM-Schlüssel und die zu veröffentlichenden DNS-Einträge.',
  'system.mail.intro':
    'E-Mails einer Organisationseinheit kommen von ihrer eigenen E-Mail-Adresse, wenn deren Domäne hier eine Absenderdomäne ist, und werden mit dem DKIM-Schlüssel dieser Domäne signiert. Veröffentlichen Sie die angezeigten Einträge in der DNS-Zone der Domäne. Behalten Sie nach einem Schlüsselwechsel den Eintrag des vorherigen Schlüssels {days} Tage lang.',
  'system.mail.readOnly': 'Sie können diese Einstellungen lesen; nur ein Superadministrator kann sie ändern.',
  'system.mail.loadError': 'Die Absenderdomänen konnten nicht geladen werden.',
  'system.mail.defaultFrom': 'Andere E-Mails kommen von {from}.',
  'system.mail.none': 'Noch keine Absenderdomäne: E-Mails werden nicht signiert.',
  'system.mail.domain': 'Domäne',
  'system.mail.domain.hint': 'Ein DNS-Name, zum Beispiel example.org.',
  'system.mail.add': 'Domäne hinzufügen',
  'system.mail.added': '{name} wurde mit einem neuen DKIM-Schlüssel hinzugefügt.',
  'system.mail.error.empty': 'Geben Sie einen Domänennamen ein.',
  'system.mail.error.tooLong': 'Ein Domänenname hat höchstens 253 Zeichen.',
  'system.mail.error.invalid':
    'Geben Sie einen Domänennamen wie example.org ein (Buchstaben, Ziffern und Bindestriche; ein internationalisierter Name in seiner xn---Form).',
  'system.mail.error.exists': '{name} ist bereits eine Absenderdomäne.',
  'system.mail.createdBy': 'Hinzugefügt am {date} von {user}.',
  'system.mail.checkDns': 'DNS prüfen',
  'system.mail.rotate': 'DKIM-Schlüssel wechseln',
  'system.mail.rotated':
    'Neuer DKIM-Schlüssel: Selektor {selector}. Veröffentlichen Sie jetzt seinen Eintrag.',
  'system.mail.remove': 'Entfernen',
  'system.mail.remove.confirm':
    'Die Absenderdomäne {name} entfernen? Ihre E-Mails kommen dann unsigniert vom Standardabsender.',
  'system.mail.remove.cancel': 'Abbrechen',
  'system.mail.records': 'DNS-Einträge von {name}',
  'system.mail.records.hint':
    'Übernehmen Sie jeden Eintrag in die DNS-Zone der Domäne (Typ TXT oder MX, Name und Wert wie angezeigt).',
  'system.mail.record.purpose': 'Zweck',
  'system.mail.record.name': 'Name',
  'system.mail.record.type': 'Typ',
  'system.mail.record.value': 'Wert',
  'system.mail.record.dkim': 'DKIM-Schlüssel',
  'system.mail.record.spf': 'SPF (Vorschlag)',
  'system.mail.record.dmarc': 'DMARC (Vorschlag)',
  'system.mail.record.bounceMx': 'MX für Rückläufer',
  'system.mail.key.active': 'Signiert',
  'system.mail.key.retiring': 'Wird abgelöst: behalten bis {date}',
  'system.mail.copy': 'Kopieren',
  'system.mail.copied': 'Kopiert',
  'system.mail.copyName': 'Den Namen {name} kopieren',
  'system.mail.copyValue': 'Den Wert von {name} kopieren',
  'system.mail.dns.found': 'Im DNS gefunden',
  'system.mail.dns.missing': 'Nicht im DNS',
  'system.mail.dns.different': 'Im DNS abweichend',
  'system.mail.dns.unavailable': 'Nicht geprüft',
  'system.mail.dns.noResolver':
    'Kein DNS-Server hat diesem Server geantwortet: Die Einträge konnten nicht geprüft werden. Sie können dennoch richtig veröffentlicht sein.',
};
