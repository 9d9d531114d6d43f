import type { Translations } from '../define';
import type { en } from './en';

export const nl: Translations<typeof en> = {
  'apiKey.tab': 'API-sleutels',
  'apiKey.intro':
    'Met een sleutel roept een ander systeem de API aan als technische gebruiker van dit account, met de bereiken die u kiest. Stuur hem als Authorization: Bearer <sleutel>.',
  'apiKey.empty': 'Dit account heeft geen API-sleutels.',
  'apiKey.loadError': 'De API-sleutels konden niet worden geladen',
  'apiKey.newFirst': 'Sla eerst het account op; daarna kunt u er API-sleutels voor maken.',
  'apiKey.create': 'Nieuwe API-sleutel',
  'apiKey.createSubmit': 'Sleutel maken',
  'apiKey.cancel': 'Annuleren',
  'apiKey.name': 'Naam',
  'apiKey.nameHelp':
    'Wie de sleutel gebruikt, bijvoorbeeld het facturatiesysteem. De geschiedenis toont deze naam.',
  'apiKey.nameRequired': 'Geef de sleutel een naam.',
  'apiKey.prefix': 'Sleutel begint met',
  'apiKey.scopes': 'Bereiken',
  'apiKey.scopesRequired': 'Kies ten minste één bereik.',
  'apiKey.scope.deposit': 'Bestanden aanleveren',
  'apiKey.scope.order': 'Opdrachten maken en annuleren',
  'apiKey.scope.validate': 'Opdrachten van het account goedkeuren en afwijzen',
  'apiKey.scope.read': 'Aanleveringen, opdrachten en zendingen van het account lezen',
  'apiKey.scope.admin': 'Het account en zijn diensten beheren',
  'apiKey.scope.externalAuth': 'Zijn gebruikers aanmelden (externe authenticatie)',
  'apiKey.expiresAt': 'Verloopt op',
  'apiKey.expiresAtHelp': 'Optioneel: de sleutel werkt niet meer vanaf het begin van deze dag.',
  'apiKey.noExpiry': 'Nooit',
  'apiKey.created': 'Gemaakt',
  'apiKey.createdByAt': '{date} door {login}',
  'apiKey.lastUsed': 'Laatst gebruikt',
  'apiKey.neverUsed': 'Nog niet',
  'apiKey.status': 'Status',
  'apiKey.status.active': 'Actief',
  'apiKey.status.expired': 'Verlopen',
  'apiKey.status.revoked': 'Ingetrokken op {date} door {login}',
  'apiKey.revoke': 'Intrekken',
  'apiKey.revokeLabel': 'De sleutel {name} intrekken',
  'apiKey.revokeTitle': 'Deze API-sleutel intrekken?',
  'apiKey.revokeConfirm':
    'Elke aanroep met {name} ({prefix}) wordt vanaf nu geweigerd. Dit kan niet ongedaan worden gemaakt.',
  'apiKey.revoked': 'De sleutel is ingetrokken.',
  'apiKey.secretTitle': 'Uw nieuwe API-sleutel',
  'apiKey.secretWarning':
    'Kopieer de sleutel nu en bewaar hem veilig: hij wordt alleen deze keer getoond en is daarna niet meer op te vragen. Wie hem heeft, handelt als dit account.',
  'apiKey.copy': 'Kopiëren',
  'apiKey.copied': 'Gekopieerd',
  'apiKey.done': 'Ik heb de sleutel gekopieerd',
  'apiKey.error.scopesBeyondYours':
    'U kunt deze bereiken niet toekennen: ze vereisen rechten die u zelf niet hebt.',
  'apiKey.error.externalTokenRefused':
    'Deze aanmeldlink is niet meer geldig. Open de pagina opnieuw vanuit uw toepassing.',
  'apiKey.profile': 'Profiel voor aanleveringen',
  'apiKey.profileHelp': 'Een aanlevering met deze sleutel kan de diensten van dit profiel gebruiken.',
};
