import type { Translations } from '../define';
import type { en } from './en';

export const de: Translations<typeof en> = {
  'system.provider.about.ipp-print':
    'Druck über IPP: Jede Druckdatei wird an einen IPP-Everywhere-Drucker oder eine CUPS-Warteschlange gesendet, und jeder Auftrag wird verfolgt, bis er gedruckt ist.',
  'system.provider.endpointHintIpp':
    'Die URI des Druckers, zum Beispiel ipp://printer.example:631/ipp/print oder ipp://cups.example:631/printers/queue (ipps:// mit TLS). Leer: die der Serverkonfiguration.',
  'system.provider.error.endpointIpp':
    'Die Adresse muss eine Drucker-URI sein, die mit ipp:// oder ipps:// beginnt und einen Hostnamen enthält.',
};
