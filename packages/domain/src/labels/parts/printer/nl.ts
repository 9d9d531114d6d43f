import type { Translations } from '../define';
import type { en } from './en';

export const nl: Translations<typeof en> = {
  'printer.error.fileNotFound': 'Dit afgedrukte bestand is niet gevonden.',
  'printer.error.alreadyOrdered':
    'Dit afgedrukte bestand is al besteld: het kan niet opnieuw worden ingediend.',
  'printer.error.stillDeposited':
    'Dit afgedrukte bestand hoort bij een indiening: het kan niet worden verwijderd.',
  'printer.error.noCompatibleBox': 'De dienst van de printer heeft geen bestandsvak dat een PDF aanneemt.',
  'printer.error.uploadError': 'Het afgedrukte document kon niet worden ontvangen. Druk het opnieuw af.',
  'printer.error.noService':
    'Automatisch afdrukken heeft een dienst nodig: kies die in de printerinstellingen.',
  'printer.error.processingFailed': 'Het afgedrukte document kon niet in brieven worden opgedeeld.',
  'printer.error.lettersRefused': 'Sommige brieven van het afgedrukte document kunnen niet worden verzonden.',
  'printer.error.orderRefused': 'De bestelling van het afgedrukte document is geweigerd.',
  'printer.notification.printed.subject': '{appName}: "{name}" is afgedrukt',
  'printer.notification.printed.text':
    'Uw document "{name}" ({pages} pagina’s) is bij de virtuele printer aangekomen. Open {appName} om het te verzenden: {link}',
  'printer.notification.printed.html':
    '<p>Uw document <strong>{name}</strong> ({pages} pagina’s) is bij de virtuele printer aangekomen.</p><p><a href="{link}">Open {appName}</a> om het te verzenden.</p>',
  'printer.notification.failed.subject': '{appName}: "{name}" kon niet worden verzonden',
  'printer.notification.failed.text':
    'Uw afgedrukte document "{name}" kon niet automatisch worden verzonden: {reason}\n\nOpen {appName} om het te bekijken: {link}',
  'printer.notification.failed.html':
    '<p>Uw afgedrukte document <strong>{name}</strong> kon niet automatisch worden verzonden: {reason}</p><p><a href="{link}">Open {appName}</a> om het te bekijken.</p>',
};
