import type { Translations } from '../define';
import type { en } from './en';

export const de: Translations<typeof en> = {
  'system.security.intro':
    'Einstellungen für die gesamte Instanz und die gerade offenen Sitzungen. Änderungen gelten innerhalb weniger Sekunden, ohne Neustart.',
  'system.security.settings.title': 'Instanzeinstellungen',
  'system.security.readOnly':
    'Sie können diese Einstellungen lesen; nur ein Super-Administrator kann sie ändern.',
  'system.security.loadError': 'Die Sicherheitseinstellungen konnten nicht gelesen werden.',
  'system.security.allDefaults': 'Jede Einstellung hat ihren Standardwert aus der Serverkonfiguration.',
  'system.security.modified': 'Zuletzt geändert am {date} von {user}.',
  'system.security.group.sessions': 'Sitzungen',
  'system.security.group.signIn': 'Anmeldegrenzen',
  'system.security.group.passwords': 'Standard-Passwortrichtlinie',
  'system.security.group.origins': 'Erlaubte Ursprünge',
  'system.security.field.sessionTtlMinutes': 'Leerlaufzeit bis zum Ende einer Sitzung (Minuten)',
  'system.security.field.sessionMaxHours': 'Längste Sitzung, auch bei Aktivität (Stunden)',
  'system.security.field.loginPerAccount': 'Fehlgeschlagene Anmeldungen pro Login',
  'system.security.field.loginPerAddress': 'Fehlgeschlagene Anmeldungen pro Adresse',
  'system.security.field.loginWindowMinutes': 'Zählzeitraum (Minuten)',
  'system.security.field.minPasswordEntropy': 'Mindeststärke des Passworts (Bit)',
  'system.security.field.maxPasswordValidityDays': 'Gültigkeit des Passworts (Tage)',
  'system.security.hint.sessionTtlMinutes': 'Jede Nutzung verlängert sie. Von {min} bis {max}.',
  'system.security.hint.sessionMaxHours':
    'Ab der Anmeldung gezählt; leer bedeutet keine Grenze. Von {min} bis {max}.',
  'system.security.hint.loginPerAccount':
    'Von einer Adresse, bevor sie für dieses Login abgewiesen wird; von überall, bevor Versuche verlangsamt werden. Von {min} bis {max}.',
  'system.security.hint.loginPerAddress':
    'Von einer Client-Adresse, bevor sie für jedes Login abgewiesen wird. Von {min} bis {max}.',
  'system.security.hint.loginWindowMinutes':
    'Der Zeitraum, über den Fehlversuche gezählt werden. Von {min} bis {max}.',
  'system.security.hint.minPasswordEntropy':
    'Für Konten, deren Einheiten keine festlegen; 0 bedeutet kein Minimum. Von {min} bis {max}.',
  'system.security.hint.maxPasswordValidityDays':
    'Für Konten, deren Einheiten keine festlegen; leer bedeutet, dass Passwörter nie ablaufen. Von {min} bis {max}.',
  'system.security.default': 'Standard: {value}.',
  'system.security.none': 'Keine',
  'system.security.reset': 'Auf Standard zurücksetzen',
  'system.security.resetField': '„{field}“ auf den Standard zurücksetzen',
  'system.security.origins.hint':
    'Webseiten dieser Ursprünge dürfen die API aus einem Browser mit einem Sitzungstoken aufrufen (nie mit Cookies). Schreiben Sie jeden als https://host oder https://host:port; http nur für localhost.',
  'system.security.origins.empty':
    'Kein Ursprung: Nur die Seiten dieser Anwendung dürfen die API aus einem Browser aufrufen.',
  'system.security.origins.item': 'Ursprung {number}',
  'system.security.origins.remove': '{origin} entfernen',
  'system.security.origins.add': 'Ursprung hinzufügen',
  'system.security.origins.reset': 'Ursprünge auf den Standard zurücksetzen',
  'system.security.issue.notInteger': 'Geben Sie eine ganze Zahl ein.',
  'system.security.issue.outOfRange': 'Geben Sie eine Zahl von {min} bis {max} ein.',
  'system.security.issue.originInvalid':
    'Nur einen Ursprung angeben: https://host oder https://host:port, ohne Pfad.',
  'system.security.issue.originInsecure':
    '{origin} ist nicht sicher: Verwenden Sie https (http nur für localhost).',
  'system.security.issue.originDuplicate': '{origin} steht bereits in der Liste.',
  'system.security.issue.tooManyOrigins': 'Höchstens {max} Ursprünge.',
  'system.security.fixFields': 'Einige Werte wurden abgelehnt: Siehe die rot markierten Felder.',
  'system.security.reload': 'Einstellungen neu laden',
  'system.security.save': 'Einstellungen speichern',
  'system.security.saved': 'Die Sicherheitseinstellungen sind gespeichert.',
  'system.security.cancel': 'Abbrechen',
  'system.security.sessions.title': 'Aktive Sitzungen',
  'system.security.sessions.intro':
    'Gerade angemeldete Benutzer, zuletzt aktive zuerst. Das Beenden einer Sitzung meldet ihren Benutzer bei seiner nächsten Aktion ab.',
  'system.security.sessions.filter': 'Nach Login filtern',
  'system.security.sessions.empty': 'Keine aktive Sitzung.',
  'system.security.sessions.overflow':
    'Nur die {max} zuletzt aktiven werden angezeigt: Filtern Sie nach Login.',
  'system.security.sessions.user': 'Benutzer',
  'system.security.sessions.account': 'Konto',
  'system.security.sessions.created': 'Angemeldet',
  'system.security.sessions.lastSeen': 'Zuletzt aktiv',
  'system.security.sessions.expires': 'Endet',
  'system.security.sessions.address': 'Adresse',
  'system.security.sessions.browser': 'Browser',
  'system.security.sessions.you': 'Das sind Sie',
  'system.security.sessions.end': 'Sitzung beenden',
  'system.security.sessions.endAll': 'Alle Sitzungen beenden',
  'system.security.sessions.confirmAll':
    'Alle Sitzungen von {user} beenden? Die Person wird überall abgemeldet und muss sich erneut anmelden.',
  'system.security.sessions.endedAll': '{count} Sitzungen von {user} beendet.',
  'system.security.sessions.confirm':
    'Die Sitzung von {user} beenden? Er oder sie muss sich erneut anmelden.',
  'system.security.sessions.confirmOwn':
    'Das ist Ihre eigene Sitzung: Wenn Sie sie beenden, werden Sie abgemeldet. Beenden?',
  'system.security.sessions.ended': 'Die Sitzung von {user} ist beendet.',
};
