import type { Translations } from '../define';
import type { en } from './en';

export const de: Translations<typeof en> = {
  'admin.users.title': 'Benutzer',
  'admin.users.new': 'Neuer Benutzer',
  'admin.users.importButton': 'Aus CSV importieren',
  'admin.users.exportName': 'die Benutzer (CSV)',
  'admin.users.filter.text': 'Nach Anmeldename, Name oder E-Mail suchen',
  'admin.users.filter.ou': 'Im Konto',
  'admin.users.filter.profile': 'Mit Profil',
  'admin.users.filter.group': 'In Gruppe',
  'admin.users.filter.status': 'Status',
  'admin.users.filter.any': 'Alle',
  'admin.users.count': '{count} Benutzer',
  'admin.users.empty': 'Kein Benutzer entspricht diesen Filtern.',
  'admin.users.column.login': 'Anmeldename',
  'admin.users.column.name': 'Name',
  'admin.users.column.email': 'E-Mail',
  'admin.users.column.ou': 'Konto',
  'admin.users.column.profile': 'Profil',
  'admin.users.column.group': 'Gruppe',
  'admin.users.column.status': 'Status',
  'admin.users.column.created': 'Angelegt',
  'admin.users.status.enabled': 'Aktiv',
  'admin.users.status.disabled': 'Deaktiviert',
  'admin.users.open': 'Benutzer {login} öffnen',
  'admin.users.drawer.create': 'Neuer Benutzer',
  'admin.users.drawer.edit': 'Benutzer {login}',
  'admin.users.field.login': 'Anmeldename',
  'admin.users.field.title': 'Anrede',
  'admin.users.field.firstName': 'Vorname',
  'admin.users.field.lastName': 'Nachname',
  'admin.users.field.email': 'E-Mail-Adresse',
  'admin.users.field.phone': 'Telefon',
  'admin.users.field.mobile': 'Mobil',
  'admin.users.field.locale': 'Sprache',
  'admin.users.field.ou': 'Konto',
  'admin.users.field.profile': 'Profil',
  'admin.users.field.group': 'Gruppe',
  'admin.users.field.noGroup': 'Keine Gruppe',
  'admin.users.field.enabled': 'Darf sich anmelden',
  'admin.users.field.addressRanges': 'Erlaubte Adressbereiche',
  'admin.users.field.addressRangesHint':
    'Ein Bereich pro Zeile in CIDR-Notation, z. B. 192.168.0.0/24. Leer: jede Adresse.',
  'admin.users.field.created': 'Angelegt am {date}',
  'admin.users.field.mustChangePassword': 'Hat das vorläufige Passwort noch nicht ersetzt.',
  'admin.users.save': 'Benutzer speichern',
  'admin.users.cancel': 'Abbrechen',
  'admin.users.close': 'Schließen',
  'admin.users.enable': 'Aktivieren',
  'admin.users.disable': 'Deaktivieren',
  'admin.users.resetPassword': 'E-Mail zum Zurücksetzen des Passworts senden',
  'admin.users.delete': 'Löschen',
  'admin.users.deleteConfirm.title': 'Diesen Benutzer löschen?',
  'admin.users.deleteConfirm.text':
    '{login} kann sich dann nicht mehr anmelden. Seine Einlieferungen und Aufträge bleiben erhalten.',
  'admin.users.deleteConfirm.confirm': 'Benutzer löschen',
  'admin.users.saved': 'Der Benutzer {login} wurde gespeichert.',
  'admin.users.deleted': 'Der Benutzer {login} wurde gelöscht.',
  'admin.users.enabledDone': 'Der Benutzer {login} kann sich wieder anmelden.',
  'admin.users.disabledDone': 'Der Benutzer {login} kann sich nicht mehr anmelden.',
  'admin.users.resetSent': 'Eine E-Mail zum Zurücksetzen des Passworts wurde an {email} gesendet.',
  'admin.users.tempPassword.title': 'Vorläufiges Passwort',
  'admin.users.tempPassword.text':
    'Geben Sie {login} dieses vorläufige Passwort: Bei der ersten Anmeldung wird ein eigenes gewählt. Es wird nur einmal angezeigt.',
  'admin.users.tempPassword.done': 'Fertig',
  'admin.users.ownPermissions.title': 'Eigene Berechtigungen einschränken?',
  'admin.users.ownPermissions.text':
    'Dieses Profil gibt Ihnen weniger Berechtigungen als jetzt: Sie verlieren womöglich den Zugang zu Bildschirmen, die Sie nutzen, und nur ein anderer Administrator könnte sie Ihnen zurückgeben.',
  'admin.users.ownPermissions.confirm': 'Trotzdem speichern',
  'admin.users.readOnly': 'Sie können die Benutzer ansehen, aber nicht ändern.',
  'admin.users.error.duplicateLogin':
    'Der Benutzer existiert bereits im System. Wählen Sie eine andere Kennung.',
  'admin.users.error.insufficientPermissions':
    'Ihre Berechtigungen reichen nicht aus, um diesen Benutzer zu bearbeiten: Sein Profil gewährt Berechtigungen, die Sie nicht haben.',
  'admin.users.error.profileOfOtherOu':
    'Dieses Profil gehört zu einem anderen Konto: Wählen Sie eines des Kontos des Benutzers oder eines übergeordneten Kontos.',
  'admin.users.error.groupOfOtherOu':
    'Diese Gruppe gehört zu einem anderen Konto: Wählen Sie eine des Kontos des Benutzers oder eines übergeordneten Kontos.',
  'admin.users.error.ownPermissionsReduced':
    'Dieses Profil gibt Ihnen weniger Berechtigungen als jetzt: Bestätigen Sie, um es zu speichern.',
  'admin.users.error.deleteSelf': 'Sie können Ihr eigenes Konto nicht löschen.',
  'admin.users.error.disableSelf': 'Sie können Ihr eigenes Konto nicht deaktivieren.',
  'admin.users.error.lastSuperAdmin':
    'Dies ist der letzte Superadministrator, der sich anmelden kann: Geben Sie diese Rolle zuerst einem anderen Benutzer.',
  'admin.users.error.addressNotAllowed':
    'Die Anmeldung bei diesem Konto ist von dieser Adresse aus nicht erlaubt.',
  'admin.users.error.phoneInvalid':
    'Ungültige Telefonnummer: Geben Sie eine Nummer ihres Landes ein, aus dem Ausland mit internationaler Vorwahl.',
  'admin.users.error.emailInvalid': 'Ungültige E-Mail-Adresse.',
  'admin.users.error.noEmail':
    'Dieser Benutzer hat keine E-Mail-Adresse: Es kann keine E-Mail zum Zurücksetzen gesendet werden.',
  'admin.users.error.mailFailed': 'Die E-Mail konnte nicht gesendet werden. Versuchen Sie es später erneut.',
  'admin.users.import.title': 'Benutzer importieren',
  'admin.users.import.file': 'CSV-Datei',
  'admin.users.import.ou': 'In das Konto',
  'admin.users.import.columns':
    'Eine Kopfzeile, dann ein Benutzer pro Zeile, Felder durch Semikolons getrennt, in UTF-8 oder ISO-8859-1. Spalten: {columns}. Profile nach Name, Gruppen nach Code, enabled als true oder false, Adressbereiche durch Leerzeichen getrennt.',
  'admin.users.import.submit': 'Benutzer importieren',
  'admin.users.import.failed': 'Nichts wurde importiert: {count} Probleme zu beheben.',
  'admin.users.import.done': '{count} Benutzer importiert.',
  'admin.users.import.passwords': 'Vorläufige Passwörter, nur einmal angezeigt:',
  'admin.users.importIssue.header': 'Zeile 1: Die Spalten müssen genau {expected} sein.',
  'admin.users.importIssue.columnCount': 'Zeile {line}: {count} Felder statt {expected}.',
  'admin.users.importIssue.required': 'Zeile {line}: {field} ist erforderlich.',
  'admin.users.importIssue.invalid': 'Zeile {line}: {field} ist ungültig ({value}).',
  'admin.users.importIssue.duplicateLogin': 'Zeile {line}: Der Anmeldename {value} existiert bereits.',
  'admin.users.importIssue.duplicateInFile':
    'Zeile {line}: Der Anmeldename {value} steht auch in einer anderen Zeile.',
  'admin.users.importIssue.profileUnknown':
    'Zeile {line}: Kein Profil namens {value} in diesem oder einem übergeordneten Konto.',
  'admin.users.importIssue.profileNotAllowed':
    'Zeile {line}: Ihre Berechtigungen erlauben es nicht, das Profil {value} zu vergeben.',
  'admin.users.importIssue.groupUnknown':
    'Zeile {line}: Keine Gruppe mit dem Code {value} in diesem oder einem übergeordneten Konto.',
  'admin.users.importIssue.empty': 'Die Datei enthält keinen Benutzer.',
  'admin.users.importIssue.tooManyLines':
    'Die Datei enthält {count} Benutzer; höchstens {max} werden auf einmal importiert.',
};
