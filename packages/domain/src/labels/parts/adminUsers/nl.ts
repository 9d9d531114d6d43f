import type { Translations } from '../define';
import type { en } from './en';

export const nl: Translations<typeof en> = {
  'admin.users.title': 'Gebruikers',
  'admin.users.new': 'Nieuwe gebruiker',
  'admin.users.importButton': 'Importeren uit CSV',
  'admin.users.exportName': 'de gebruikers (CSV)',
  'admin.users.filter.text': 'Zoeken op gebruikersnaam, naam of e-mail',
  'admin.users.filter.ou': 'In account',
  'admin.users.filter.profile': 'Met profiel',
  'admin.users.filter.group': 'In groep',
  'admin.users.filter.status': 'Status',
  'admin.users.filter.any': 'Alle',
  'admin.users.count': '{count} gebruikers',
  'admin.users.empty': 'Geen gebruiker voldoet aan deze filters.',
  'admin.users.column.login': 'Gebruikersnaam',
  'admin.users.column.name': 'Naam',
  'admin.users.column.email': 'E-mail',
  'admin.users.column.ou': 'Account',
  'admin.users.column.profile': 'Profiel',
  'admin.users.column.group': 'Groep',
  'admin.users.column.status': 'Status',
  'admin.users.column.created': 'Aangemaakt',
  'admin.users.status.enabled': 'Actief',
  'admin.users.status.disabled': 'Uitgeschakeld',
  'admin.users.open': 'Gebruiker {login} openen',
  'admin.users.drawer.create': 'Nieuwe gebruiker',
  'admin.users.drawer.edit': 'Gebruiker {login}',
  'admin.users.field.login': 'Gebruikersnaam',
  'admin.users.field.title': 'Aanhef',
  'admin.users.field.firstName': 'Voornaam',
  'admin.users.field.lastName': 'Achternaam',
  'admin.users.field.email': 'E-mailadres',
  'admin.users.field.phone': 'Telefoon',
  'admin.users.field.mobile': 'Mobiel',
  'admin.users.field.locale': 'Taal',
  'admin.users.field.ou': 'Account',
  'admin.users.field.profile': 'Profiel',
  'admin.users.field.group': 'Groep',
  'admin.users.field.noGroup': 'Geen groep',
  'admin.users.field.enabled': 'Mag aanmelden',
  'admin.users.field.addressRanges': 'Toegestane adresbereiken',
  'admin.users.field.addressRangesHint':
    'Eén bereik per regel in CIDR-notatie, zoals 192.168.0.0/24. Leeg: elk adres.',
  'admin.users.field.created': 'Aangemaakt op {date}',
  'admin.users.field.mustChangePassword': 'Heeft het tijdelijke wachtwoord nog niet vervangen.',
  'admin.users.save': 'Gebruiker opslaan',
  'admin.users.cancel': 'Annuleren',
  'admin.users.close': 'Sluiten',
  'admin.users.enable': 'Inschakelen',
  'admin.users.disable': 'Uitschakelen',
  'admin.users.resetPassword': 'E-mail sturen om het wachtwoord opnieuw in te stellen',
  'admin.users.delete': 'Verwijderen',
  'admin.users.deleteConfirm.title': 'Deze gebruiker verwijderen?',
  'admin.users.deleteConfirm.text':
    '{login} kan zich dan niet meer aanmelden. Zijn aanleveringen en opdrachten blijven bewaard.',
  'admin.users.deleteConfirm.confirm': 'Gebruiker verwijderen',
  'admin.users.saved': 'De gebruiker {login} is opgeslagen.',
  'admin.users.deleted': 'De gebruiker {login} is verwijderd.',
  'admin.users.enabledDone': 'De gebruiker {login} kan zich weer aanmelden.',
  'admin.users.disabledDone': 'De gebruiker {login} kan zich niet meer aanmelden.',
  'admin.users.resetSent': 'Er is een e-mail om het wachtwoord opnieuw in te stellen verstuurd naar {email}.',
  'admin.users.tempPassword.title': 'Tijdelijk wachtwoord',
  'admin.users.tempPassword.text':
    'Geef {login} dit tijdelijke wachtwoord: bij de eerste aanmelding kiest hij een eigen wachtwoord. Het wordt maar één keer getoond.',
  'admin.users.tempPassword.done': 'Klaar',
  'admin.users.ownPermissions.title': 'Uw eigen rechten beperken?',
  'admin.users.ownPermissions.text':
    'Dit profiel geeft u minder rechten dan nu: u kunt de toegang verliezen tot schermen die u gebruikt, en alleen een andere beheerder kan ze u teruggeven.',
  'admin.users.ownPermissions.confirm': 'Toch opslaan',
  'admin.users.readOnly': 'U kunt de gebruikers bekijken, maar niet wijzigen.',
  'admin.users.error.duplicateLogin':
    'De gebruiker bestaat al in het systeem. Kies een andere gebruikersnaam.',
  'admin.users.error.insufficientPermissions':
    'Uw rechten zijn onvoldoende om deze gebruiker te bewerken: zijn profiel geeft rechten die u niet hebt.',
  'admin.users.error.profileOfOtherOu':
    'Dit profiel hoort bij een ander account: kies er een van het account van de gebruiker of van een account erboven.',
  'admin.users.error.groupOfOtherOu':
    'Deze groep hoort bij een ander account: kies er een van het account van de gebruiker of van een account erboven.',
  'admin.users.error.ownPermissionsReduced':
    'Dit profiel geeft u minder rechten dan nu: bevestig om het op te slaan.',
  'admin.users.error.deleteSelf': 'U kunt uw eigen account niet verwijderen.',
  'admin.users.error.disableSelf': 'U kunt uw eigen account niet uitschakelen.',
  'admin.users.error.lastSuperAdmin':
    'Dit is de laatste superbeheerder die zich kan aanmelden: geef die rol eerst aan een andere gebruiker.',
  'admin.users.error.addressNotAllowed': 'Aanmelden bij dit account is vanaf dit adres niet toegestaan.',
  'admin.users.error.phoneInvalid':
    'Ongeldig telefoonnummer: voer een nummer van het eigen land in, met het internationale voorvoegsel vanuit het buitenland.',
  'admin.users.error.emailInvalid': 'Ongeldig e-mailadres.',
  'admin.users.error.noEmail':
    'Deze gebruiker heeft geen e-mailadres: er kan geen herstel-e-mail worden verstuurd.',
  'admin.users.error.mailFailed': 'De e-mail kon niet worden verstuurd. Probeer het later opnieuw.',
  'admin.users.import.title': 'Gebruikers importeren',
  'admin.users.import.file': 'CSV-bestand',
  'admin.users.import.ou': 'Naar account',
  'admin.users.import.columns':
    'Een kopregel, dan één gebruiker per regel, velden gescheiden door puntkomma’s, in UTF-8 of ISO-8859-1. Kolommen: {columns}. Profielen op naam, groepen op code, enabled als true of false, adresbereiken gescheiden door spaties.',
  'admin.users.import.submit': 'Gebruikers importeren',
  'admin.users.import.failed': 'Er is niets geïmporteerd: {count} problemen op te lossen.',
  'admin.users.import.done': '{count} gebruikers geïmporteerd.',
  'admin.users.import.passwords': 'Tijdelijke wachtwoorden, maar één keer getoond:',
  'admin.users.importIssue.header': 'Regel 1: de kolommen moeten precies {expected} zijn.',
  'admin.users.importIssue.columnCount': 'Regel {line}: {count} velden in plaats van {expected}.',
  'admin.users.importIssue.required': 'Regel {line}: {field} is verplicht.',
  'admin.users.importIssue.invalid': 'Regel {line}: {field} is ongeldig ({value}).',
  'admin.users.importIssue.duplicateLogin': 'Regel {line}: de gebruikersnaam {value} bestaat al.',
  'admin.users.importIssue.duplicateInFile':
    'Regel {line}: de gebruikersnaam {value} staat ook op een andere regel.',
  'admin.users.importIssue.profileUnknown':
    'Regel {line}: geen profiel met de naam {value} in dit account of erboven.',
  'admin.users.importIssue.profileNotAllowed':
    'Regel {line}: uw rechten staan niet toe het profiel {value} te geven.',
  'admin.users.importIssue.groupUnknown':
    'Regel {line}: geen groep met de code {value} in dit account of erboven.',
  'admin.users.importIssue.empty': 'Het bestand bevat geen gebruiker.',
  'admin.users.importIssue.tooManyLines':
    'Het bestand bevat {count} gebruikers; er worden er hoogstens {max} tegelijk geïmporteerd.',
};
