import type { Translations } from '../define';
import type { en } from './en';

export const de: Translations<typeof en> = {
  'printer.error.fileNotFound': 'Diese gedruckte Datei wurde nicht gefunden.',
  'printer.error.alreadyOrdered':
    'Diese gedruckte Datei wurde bereits beauftragt: Sie kann nicht erneut eingereicht werden.',
  'printer.error.stillDeposited':
    'Diese gedruckte Datei gehört zu einer Einreichung: Sie kann nicht gelöscht werden.',
  'printer.error.noCompatibleBox': 'Der Dienst des Druckers hat kein Dateifach, das ein PDF annimmt.',
  'printer.error.uploadError':
    'Das gedruckte Dokument konnte nicht empfangen werden. Bitte drucken Sie es erneut.',
  'printer.error.noService':
    'Automatisches Drucken braucht einen Dienst: Wählen Sie ihn in den Druckereinstellungen.',
  'printer.error.processingFailed': 'Das gedruckte Dokument konnte nicht in Briefe aufgeteilt werden.',
  'printer.error.lettersRefused': 'Einige Briefe des gedruckten Dokuments können nicht versendet werden.',
  'printer.error.orderRefused': 'Der Auftrag für das gedruckte Dokument wurde abgelehnt.',
  'printer.notification.printed.subject': '{appName}: "{name}" wurde gedruckt',
  'printer.notification.printed.text':
    'Ihr Dokument "{name}" ({pages} Seiten) ist beim virtuellen Drucker angekommen. Öffnen Sie {appName}, um es zu versenden: {link}',
  'printer.notification.printed.html':
    '<p>Ihr Dokument <strong>{name}</strong> ({pages} Seiten) ist beim virtuellen Drucker angekommen.</p><p><a href="{link}">Öffnen Sie {appName}</a>, um es zu versenden.</p>',
  'printer.notification.failed.subject': '{appName}: "{name}" konnte nicht versendet werden',
  'printer.notification.failed.text':
    'Ihr gedrucktes Dokument "{name}" konnte nicht automatisch versendet werden: {reason}\n\nÖffnen Sie {appName}, um es anzusehen: {link}',
  'printer.notification.failed.html':
    '<p>Ihr gedrucktes Dokument <strong>{name}</strong> konnte nicht automatisch versendet werden: {reason}</p><p><a href="{link}">Öffnen Sie {appName}</a>, um es anzusehen.</p>',
};
