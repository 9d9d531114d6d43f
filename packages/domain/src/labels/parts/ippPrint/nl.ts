import type { Translations } from '../define';
import type { en } from './en';

export const nl: Translations<typeof en> = {
  'system.provider.about.ipp-print':
    'Afdrukken via IPP: elk afdrukbestand gaat naar een IPP Everywhere-printer of een CUPS-wachtrij, en elke taak wordt gevolgd tot hij is afgedrukt.',
  'system.provider.endpointHintIpp':
    'De URI van de printer, bijvoorbeeld ipp://printer.example:631/ipp/print of ipp://cups.example:631/printers/queue (ipps:// met TLS). Leeg: die van de serverconfiguratie.',
  'system.provider.error.endpointIpp':
    'Het adres moet een printer-URI zijn die begint met ipp:// of ipps://, met een hostnaam.',
};
