import type { Translations } from '../define';
import type { en } from './en';

export const de: Translations<typeof en> = {
  'embedded.status.loading': 'Verbindung wird hergestellt…',
  'embedded.status.ready': 'Warten auf die Anmeldung durch das Portal.',
  'embedded.status.readyRefused': 'Das Portal konnte Sie nicht anmelden: {error}',
  'embedded.status.connecting': 'Melden Sie sich an, um fortzufahren.',
  'embedded.status.connected': 'Sie sind angemeldet. Warten auf ein Dokument aus dem Portal.',
  'embedded.status.creatingJob': 'Das Dokument wird vorbereitet…',
  'embedded.status.inDeposit': 'Eine Einlieferung läuft.',
  'embedded.status.deliveryCreated': 'Auftrag erstellt',
  'embedded.status.deliveryCreatedText': 'Der Auftrag {commandId} wurde erstellt.',
  'embedded.status.jobCancelled': 'Die Einlieferung wurde abgebrochen',
  'embedded.status.waitingNext':
    'Senden Sie ein weiteres Dokument aus dem Portal, um eine neue Einlieferung zu beginnen.',
  'embedded.status.done': 'Diese Sitzung ist beendet',
  'embedded.status.doneText': 'Laden Sie die Portalseite neu, um von vorn zu beginnen.',
  'embedded.error.missingToken': 'Zur Anmeldung wurde kein Token übergeben.',
  'embedded.error.jobNotFound': 'Die Einlieferung {jobId} existiert nicht oder gehört nicht Ihnen.',
  'embedded.error.jobFailed': 'Die Einlieferung konnte nicht verarbeitet werden.',
  'embedded.error.sessionEnded': 'Ihre Sitzung ist beendet.',
};
