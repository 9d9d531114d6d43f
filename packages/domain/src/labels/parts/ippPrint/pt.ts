import type { Translations } from '../define';
import type { en } from './en';

export const pt: Translations<typeof en> = {
  'system.provider.about.ipp-print':
    'Impressão por IPP: cada ficheiro de impressão é enviado para uma impressora IPP Everywhere ou uma fila CUPS, e cada trabalho é seguido até estar impresso.',
  'system.provider.endpointHintIpp':
    'A URI da impressora, por exemplo ipp://printer.example:631/ipp/print ou ipp://cups.example:631/printers/queue (ipps:// com TLS). Vazio: a da configuração do servidor.',
  'system.provider.error.endpointIpp':
    'O endereço deve ser uma URI de impressora que comece por ipp:// ou ipps://, com um nome de anfitrião.',
};
