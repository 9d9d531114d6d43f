import type { Translations } from '../define';
import type { en } from './en';

export const pt: Translations<typeof en> = {
  'system.provider.error.smppEndpoint':
    'Um centro de SMS escreve-se smpp://system_id@host:port (ou smpps:// para TLS), sem a palavra-passe; ?source= pode indicar o remetente.',
  'system.provider.error.smppPassword': 'Uma palavra-passe SMPP tem de 1 a {max} caracteres.',
  'system.provider.error.smppGenerate':
    'A palavra-passe é dada pelo centro de SMS: introduza-a, não pode ser gerada.',
  'system.provider.smppHint':
    'Centro de SMS: smpp://system_id@host:port ou smpps://… para TLS, opcionalmente ?source=REMETENTE. O segredo é a palavra-passe SMPP (no máximo {max} caracteres).',
  'system.provider.about.smpp':
    'SMS entregues diretamente a um centro de SMS por SMPP 3.4; os seus relatórios de entrega dão os estados.',
};
