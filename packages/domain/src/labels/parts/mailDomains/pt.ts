import type { Translations } from '../define';
import type { en } from './en';

export const pt: Translations<typeof en> = {
  'screen.system.mail': 'E-mail',
  'system.home.mail.hint': 'Domínios remetentes, as suas chaves DKIM e os registos DNS a publicar.',
  'system.mail.intro':
    'Os e-mails de uma unidade organizacional saem do seu próprio endereço quando o domínio deste é aqui um domínio remetente, e são assinados com a chave DKIM desse domínio. Publique os registos apresentados na zona DNS do domínio. Depois de uma rotação, mantenha o registo da chave anterior durante {days} dias.',
  'system.mail.readOnly': 'Pode consultar estas definições; só um superadministrador as pode alterar.',
  'system.mail.loadError': 'Não foi possível carregar os domínios remetentes.',
  'system.mail.defaultFrom': 'Os outros e-mails saem de {from}.',
  'system.mail.none': 'Ainda não há domínio remetente: os e-mails não são assinados.',
  'system.mail.domain': 'Domínio',
  'system.mail.domain.hint': 'Um nome DNS, por exemplo example.org.',
  'system.mail.add': 'Adicionar o domínio',
  'system.mail.added': '{name} foi adicionado com uma nova chave DKIM.',
  'system.mail.error.empty': 'Introduza um nome de domínio.',
  'system.mail.error.tooLong': 'Um nome de domínio tem no máximo 253 caracteres.',
  'system.mail.error.invalid':
    'Introduza um nome de domínio como example.org (letras, algarismos e hífenes; um nome internacionalizado na sua forma xn--).',
  'system.mail.error.exists': '{name} já é um domínio remetente.',
  'system.mail.createdBy': 'Adicionado em {date} por {user}.',
  'system.mail.checkDns': 'Verificar o DNS',
  'system.mail.rotate': 'Rodar a chave DKIM',
  'system.mail.rotated': 'Nova chave DKIM: seletor {selector}. Publique já o seu registo.',
  'system.mail.remove': 'Remover',
  'system.mail.remove.confirm':
    'Remover o domínio remetente {name}? Os seus e-mails passam a sair do remetente predefinido, sem assinatura.',
  'system.mail.remove.cancel': 'Cancelar',
  'system.mail.records': 'Registos DNS de {name}',
  'system.mail.records.hint':
    'Copie cada registo para a zona DNS do domínio (tipo TXT ou MX, nome e valor tal como apresentados).',
  'system.mail.record.purpose': 'Finalidade',
  'system.mail.record.name': 'Nome',
  'system.mail.record.type': 'Tipo',
  'system.mail.record.value': 'Valor',
  'system.mail.record.dkim': 'Chave DKIM',
  'system.mail.record.spf': 'SPF (sugerido)',
  'system.mail.record.dmarc': 'DMARC (sugerido)',
  'system.mail.record.bounceMx': 'MX de devoluções',
  'system.mail.key.active': 'Assina',
  'system.mail.key.retiring': 'A retirar: manter até {date}',
  'system.mail.copy': 'Copiar',
  'system.mail.copied': 'Copiado',
  'system.mail.copyName': 'Copiar o nome {name}',
  'system.mail.copyValue': 'Copiar o valor de {name}',
  'system.mail.dns.found': 'Encontrado no DNS',
  'system.mail.dns.missing': 'Não está no DNS',
  'system.mail.dns.different': 'Diferente no DNS',
  'system.mail.dns.unavailable': 'Não verificado',
  'system.mail.dns.noResolver':
    'Nenhum servidor DNS respondeu a este servidor: não foi possível verificar os registos. Podem mesmo assim estar bem publicados.',
};
