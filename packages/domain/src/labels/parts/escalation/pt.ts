import type { Translations } from '../define';
import type { en } from './en';

export const pt: Translations<typeof en> = {
  'issue.service.channel.escalationDays':
    'O canal «{label}» espera de {min} a {max} dias úteis pela abertura antes de escalar.',
  'issue.service.channel.escalationNoNext':
    'O canal «{label}» escala, mas nenhum canal o segue na estratégia de envio.',
  'issue.service.channel.escalationNotDigital':
    'Só um canal de e-mail ou e-mail registado pode escalar quando não aberto: «{label}» não.',
  'processing.escalation.title': 'Digital primeiro',
  'processing.escalation.enabled': 'Enviar pelo canal seguinte se não for aberto',
  'processing.escalation.days': 'Dias úteis de espera pela abertura',
  'processing.escalation.help':
    'Não aberto nestes dias úteis do canal, devolvido, não entregue ou cancelado: o documento é enviado de novo pelo canal seguinte da estratégia de envio, como uma carta registada. Quem confirmou o e-mail como escolha não é escalado por um e-mail não aberto; quem escolheu cartas recebe a carta de imediato.',
  'details.escalation.waiting': 'Escala para {channel} em {date} se não for aberto.',
  'details.history.action.escalationSkipped': 'Não escalado: o destinatário escolheu o e-mail',
};
