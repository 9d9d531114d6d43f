import type { Translations } from '../define';
import type { en } from './en';

export const es: Translations<typeof en> = {
  'issue.service.channel.escalationDays':
    'El canal «{label}» espera de {min} a {max} días laborables la apertura antes de escalar.',
  'issue.service.channel.escalationNoNext':
    'El canal «{label}» escala, pero ningún canal le sigue en la estrategia de envío.',
  'issue.service.channel.escalationNotDigital':
    'Solo un canal de correo electrónico o correo certificado electrónico puede escalar si no se abre: «{label}» no.',
  'processing.escalation.title': 'Digital primero',
  'processing.escalation.enabled': 'Enviar por el siguiente canal si no se abre',
  'processing.escalation.days': 'Días laborables de espera de la apertura',
  'processing.escalation.help':
    'Si no se abre en estos días laborables del canal, rebota, no se entrega o el destinatario se da de baja, el documento se envía de nuevo por el siguiente canal de la estrategia, como una carta certificada. Quien confirmó el correo electrónico como elección no se escala por no abrirlo; quien eligió cartas recibe la carta de inmediato.',
  'details.escalation.waiting': 'Escala a {channel} el {date} si no se abre.',
  'details.history.action.escalationSkipped': 'No escalado: el destinatario eligió el correo electrónico',
};
