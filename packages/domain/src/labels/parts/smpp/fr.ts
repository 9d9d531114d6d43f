import type { Translations } from '../define';
import type { en } from './en';

export const fr: Translations<typeof en> = {
  'system.provider.error.smppEndpoint':
    "Un centre SMS s'écrit smpp://system_id@hôte:port (ou smpps:// pour TLS), sans le mot de passe ; ?source= peut nommer l'expéditeur.",
  'system.provider.error.smppPassword': 'Un mot de passe SMPP a de 1 à {max} caractères.',
  'system.provider.error.smppGenerate':
    'Le mot de passe est donné par le centre SMS : saisissez-le, il ne peut pas être généré.',
  'system.provider.smppHint':
    'Centre SMS : smpp://system_id@hôte:port ou smpps://… pour TLS, éventuellement ?source=EXPÉDITEUR. Le secret est le mot de passe SMPP ({max} caractères au plus).',
  'system.provider.about.smpp':
    'SMS remis directement à un centre SMS en SMPP 3.4 ; ses accusés de réception donnent les statuts.',
};
