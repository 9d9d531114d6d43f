import type { Translations } from '../define';
import type { en } from './en';

export const es: Translations<typeof en> = {
  'system.provider.about.ipp-print':
    'Impresión por IPP: cada archivo de impresión se envía a una impresora IPP Everywhere o a una cola CUPS, y cada trabajo se sigue hasta que se ha impreso.',
  'system.provider.endpointHintIpp':
    'La URI de la impresora, por ejemplo ipp://printer.example:631/ipp/print o ipp://cups.example:631/printers/queue (ipps:// con TLS). Vacío: la de la configuración del servidor.',
  'system.provider.error.endpointIpp':
    'La dirección debe ser una URI de impresora que empiece por ipp:// o ipps://, con un nombre de host.',
};
