import type { Translations } from '../define';
import type { en } from './en';

export const fr: Translations<typeof en> = {
  'system.provider.about.ipp-print':
    'Impression par IPP : chaque fichier d’impression est envoyé à une imprimante IPP Everywhere ou à une file CUPS, et chaque travail est suivi jusqu’à son impression.',
  'system.provider.endpointHintIpp':
    'L’URI de l’imprimante, par exemple ipp://printer.example:631/ipp/print ou ipp://cups.example:631/printers/queue (ipps:// avec TLS). Vide : celle de la configuration du serveur.',
  'system.provider.error.endpointIpp':
    'L’adresse doit être une URI d’imprimante commençant par ipp:// ou ipps://, avec un nom d’hôte.',
};
