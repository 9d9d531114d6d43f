import type { Translations } from '../define';
import type { en } from './en';

export const nl: Translations<typeof en> = {
  'embedded.status.loading': 'Verbinden…',
  'embedded.status.ready': 'Wachten tot het portaal u aanmeldt.',
  'embedded.status.readyRefused': 'Het portaal kon u niet aanmelden: {error}',
  'embedded.status.connecting': 'Meld u aan om verder te gaan.',
  'embedded.status.connected': 'U bent aangemeld. Wachten op een document van het portaal.',
  'embedded.status.creatingJob': 'Het document wordt voorbereid…',
  'embedded.status.inDeposit': 'Er loopt een aanlevering.',
  'embedded.status.deliveryCreated': 'Opdracht aangemaakt',
  'embedded.status.deliveryCreatedText': 'De opdracht {commandId} is aangemaakt.',
  'embedded.status.jobCancelled': 'De aanlevering is geannuleerd',
  'embedded.status.waitingNext':
    'Stuur een ander document vanuit het portaal om een nieuwe aanlevering te starten.',
  'embedded.status.done': 'Deze sessie is beëindigd',
  'embedded.status.doneText': 'Laad de portaalpagina opnieuw om opnieuw te beginnen.',
  'embedded.error.missingToken': 'Er is geen token meegegeven om aan te melden.',
  'embedded.error.jobNotFound': 'De aanlevering {jobId} bestaat niet of is niet van u.',
  'embedded.error.jobFailed': 'De aanlevering kon niet worden verwerkt.',
  'embedded.error.sessionEnded': 'Uw sessie is beëindigd.',
};
