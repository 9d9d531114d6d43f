import type { Translations } from '../define';
import type { en } from './en';

export const es: Translations<typeof en> = {
  'system.provider.error.smppEndpoint':
    'Un centro de SMS se escribe smpp://system_id@host:port (o smpps:// para TLS), sin la contraseña; ?source= puede indicar el remitente.',
  'system.provider.error.smppPassword': 'Una contraseña SMPP tiene de 1 a {max} caracteres.',
  'system.provider.error.smppGenerate':
    'La contraseña la da el centro de SMS: introdúzcala, no se puede generar.',
  'system.provider.smppHint':
    'Centro de SMS: smpp://system_id@host:port o smpps://… para TLS, opcionalmente ?source=REMITENTE. El secreto es la contraseña SMPP (como máximo {max} caracteres).',
  'system.provider.about.smpp':
    'SMS enviados directamente a un centro de SMS por SMPP 3.4; sus acuses de entrega dan los estados.',
};
