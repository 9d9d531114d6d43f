import type { Translations } from '../define';
import type { en } from './en';

export const hu: Translations<typeof en> = {
  'embedded.status.loading': 'Csatlakozás…',
  'embedded.status.ready': 'Várakozás arra, hogy a portál bejelentkeztesse.',
  'embedded.status.readyRefused': 'A portál nem tudta bejelentkeztetni: {error}',
  'embedded.status.connecting': 'A folytatáshoz jelentkezzen be.',
  'embedded.status.connected': 'Bejelentkezett. Várakozás egy dokumentumra a portálról.',
  'embedded.status.creatingJob': 'A dokumentum előkészítése…',
  'embedded.status.inDeposit': 'Egy feladás folyamatban van.',
  'embedded.status.deliveryCreated': 'A megrendelés létrejött',
  'embedded.status.deliveryCreatedText': 'A(z) {commandId} megrendelés létrejött.',
  'embedded.status.jobCancelled': 'A feladás megszakadt',
  'embedded.status.waitingNext': 'Új feladás indításához küldjön egy újabb dokumentumot a portálról.',
  'embedded.status.done': 'Ez a munkamenet véget ért',
  'embedded.status.doneText': 'Az újrakezdéshez töltse újra a portál oldalát.',
  'embedded.error.missingToken': 'Nem érkezett token a bejelentkezéshez.',
  'embedded.error.jobNotFound': 'A(z) {jobId} feladás nem létezik, vagy nem az Öné.',
  'embedded.error.jobFailed': 'A feladást nem sikerült feldolgozni.',
  'embedded.error.sessionEnded': 'A munkamenete véget ért.',
};
