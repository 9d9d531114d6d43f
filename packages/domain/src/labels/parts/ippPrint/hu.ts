import type { Translations } from '../define';
import type { en } from './en';

export const hu: Translations<typeof en> = {
  'system.provider.about.ipp-print':
    'Nyomtatás IPP-n: minden nyomtatási fájl egy IPP Everywhere nyomtatóra vagy CUPS-sorba kerül, és minden feladatot követünk, amíg ki nem nyomtatódik.',
  'system.provider.endpointHintIpp':
    'A nyomtató URI-ja, például ipp://printer.example:631/ipp/print vagy ipp://cups.example:631/printers/queue (ipps:// TLS-sel). Üres: a szerverkonfigurációé.',
  'system.provider.error.endpointIpp':
    'A címnek ipp:// vagy ipps:// kezdetű, gépnevet tartalmazó nyomtató-URI-nak kell lennie.',
};
