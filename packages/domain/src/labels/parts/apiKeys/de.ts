import type { Translations } from '../define';
import type { en } from './en';

export const de: Translations<typeof en> = {
  'apiKey.tab': 'API-Schlüssel',
  'apiKey.intro':
    'Mit einem Schlüssel ruft ein anderes System die API als technischer Benutzer dieses Kontos auf, mit den gewählten Berechtigungsbereichen. Senden Sie ihn als Authorization: Bearer <Schlüssel>.',
  'apiKey.empty': 'Dieses Konto hat keine API-Schlüssel.',
  'apiKey.loadError': 'Die API-Schlüssel konnten nicht geladen werden',
  'apiKey.newFirst': 'Speichern Sie zuerst das Konto; danach können Sie seine API-Schlüssel anlegen.',
  'apiKey.create': 'Neuer API-Schlüssel',
  'apiKey.createSubmit': 'Schlüssel anlegen',
  'apiKey.cancel': 'Abbrechen',
  'apiKey.name': 'Name',
  'apiKey.nameHelp':
    'Wer den Schlüssel verwendet, zum Beispiel das Rechnungssystem. Der Verlauf zeigt diesen Namen.',
  'apiKey.nameRequired': 'Geben Sie dem Schlüssel einen Namen.',
  'apiKey.prefix': 'Schlüssel beginnt mit',
  'apiKey.scopes': 'Berechtigungsbereiche',
  'apiKey.scopesRequired': 'Wählen Sie mindestens einen Berechtigungsbereich.',
  'apiKey.scope.deposit': 'Dateien einreichen',
  'apiKey.scope.order': 'Aufträge anlegen und stornieren',
  'apiKey.scope.validate': 'Aufträge des Kontos freigeben und ablehnen',
  'apiKey.scope.read': 'Einreichungen, Aufträge und Sendungen des Kontos lesen',
  'apiKey.scope.admin': 'Das Konto und seine Dienste verwalten',
  'apiKey.scope.externalAuth': 'Seine Benutzer anmelden (externe Authentifizierung)',
  'apiKey.expiresAt': 'Läuft ab am',
  'apiKey.expiresAtHelp': 'Optional: Der Schlüssel funktioniert ab Beginn dieses Tages nicht mehr.',
  'apiKey.noExpiry': 'Nie',
  'apiKey.created': 'Angelegt',
  'apiKey.createdByAt': '{date} von {login}',
  'apiKey.lastUsed': 'Zuletzt verwendet',
  'apiKey.neverUsed': 'Noch nicht',
  'apiKey.status': 'Status',
  'apiKey.status.active': 'Aktiv',
  'apiKey.status.expired': 'Abgelaufen',
  'apiKey.status.revoked': 'Widerrufen am {date} von {login}',
  'apiKey.revoke': 'Widerrufen',
  'apiKey.revokeLabel': 'Den Schlüssel {name} widerrufen',
  'apiKey.revokeTitle': 'Diesen API-Schlüssel widerrufen?',
  'apiKey.revokeConfirm':
    'Jeder Aufruf mit {name} ({prefix}) wird ab sofort abgelehnt. Das lässt sich nicht rückgängig machen.',
  'apiKey.revoked': 'Der Schlüssel wurde widerrufen.',
  'apiKey.secretTitle': 'Ihr neuer API-Schlüssel',
  'apiKey.secretWarning':
    'Kopieren Sie den Schlüssel jetzt und bewahren Sie ihn sicher auf: Er wird nur dieses eine Mal angezeigt und lässt sich nicht wieder abrufen. Wer ihn besitzt, handelt als dieses Konto.',
  'apiKey.copy': 'Kopieren',
  'apiKey.copied': 'Kopiert',
  'apiKey.done': 'Ich habe den Schlüssel kopiert',
  'apiKey.error.scopesBeyondYours':
    'Sie können diese Berechtigungsbereiche nicht vergeben: Sie erfordern Berechtigungen, die Sie selbst nicht haben.',
  'apiKey.error.externalTokenRefused':
    'Dieser Anmeldelink ist nicht mehr gültig. Öffnen Sie die Seite erneut aus Ihrer Anwendung.',
  'apiKey.profile': 'Profil für Einreichungen',
  'apiKey.profileHelp': 'Eine Einreichung mit diesem Schlüssel kann die Dienste dieses Profils nutzen.',
};
