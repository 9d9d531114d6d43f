import type { Translations } from '../define';
import type { en } from './en';

// Spanish: exactly the keys of en.ts.
export const es: Translations<typeof en> = {
  'mail.unsubscribe.title': 'Darse de baja de los correos electrónicos',
  'mail.unsubscribe.question':
    '¿Desea dejar de recibir estos documentos por correo electrónico? Se los enviaremos por correo postal.',
  'mail.unsubscribe.button': 'Darse de baja',
  'mail.unsubscribe.done': 'Se ha dado de baja. Sus próximos documentos se le enviarán por correo postal.',
  'mail.unsubscribe.invalid': 'Este enlace de baja no es válido.',
  'error.invalidUnsubscribeLink': 'Este enlace de baja no es válido.',
  'lists.source.UNSUBSCRIBE': 'Baja desde un correo electrónico',
};
