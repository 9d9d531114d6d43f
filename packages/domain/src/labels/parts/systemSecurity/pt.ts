import type { Translations } from '../define';
import type { en } from './en';

export const pt: Translations<typeof en> = {
  'system.security.intro':
    'Definições que se aplicam a toda a instância e as sessões abertas neste momento. As alterações aplicam-se em poucos segundos, sem reiniciar.',
  'system.security.settings.title': 'Definições da instância',
  'system.security.readOnly': 'Pode ler estas definições; apenas um superadministrador as pode alterar.',
  'system.security.loadError': 'Não foi possível ler as definições de segurança.',
  'system.security.allDefaults': 'Cada definição tem o seu valor predefinido da configuração do servidor.',
  'system.security.modified': 'Alterado pela última vez em {date} por {user}.',
  'system.security.group.sessions': 'Sessões',
  'system.security.group.signIn': 'Limites de início de sessão',
  'system.security.group.passwords': 'Política de palavras-passe predefinida',
  'system.security.group.origins': 'Origens permitidas',
  'system.security.field.sessionTtlMinutes': 'Inatividade antes de uma sessão terminar (minutos)',
  'system.security.field.sessionMaxHours': 'Sessão mais longa, mesmo ativa (horas)',
  'system.security.field.loginPerAccount': 'Inícios de sessão falhados por login',
  'system.security.field.loginPerAddress': 'Inícios de sessão falhados por endereço',
  'system.security.field.loginWindowMinutes': 'Período de contagem (minutos)',
  'system.security.field.minPasswordEntropy': 'Força mínima da palavra-passe (bits)',
  'system.security.field.maxPasswordValidityDays': 'Validade da palavra-passe (dias)',
  'system.security.hint.sessionTtlMinutes': 'Cada utilização prolonga-a. De {min} a {max}.',
  'system.security.hint.sessionMaxHours':
    'Contada desde o início de sessão; vazio significa sem limite. De {min} a {max}.',
  'system.security.hint.loginPerAccount':
    'A partir de um endereço antes de ser recusado para esse login; de qualquer lado antes de as tentativas serem abrandadas. De {min} a {max}.',
  'system.security.hint.loginPerAddress':
    'A partir de um endereço de cliente antes de ser recusado para todos os logins. De {min} a {max}.',
  'system.security.hint.loginWindowMinutes': 'O período em que as falhas são contadas. De {min} a {max}.',
  'system.security.hint.minPasswordEntropy':
    'Para as contas cujas unidades não definem nenhuma; 0 significa sem mínimo. De {min} a {max}.',
  'system.security.hint.maxPasswordValidityDays':
    'Para as contas cujas unidades não definem nenhuma; vazio significa que as palavras-passe nunca expiram. De {min} a {max}.',
  'system.security.default': 'Predefinição: {value}.',
  'system.security.none': 'Nenhuma',
  'system.security.reset': 'Repor a predefinição',
  'system.security.resetField': 'Repor «{field}» na predefinição',
  'system.security.origins.hint':
    'As páginas web destas origens podem chamar a API a partir de um navegador com um token de sessão (nunca com cookies). Escreva cada uma como https://host ou https://host:porta; http apenas para localhost.',
  'system.security.origins.empty':
    'Nenhuma origem: apenas as páginas desta aplicação podem chamar a API a partir de um navegador.',
  'system.security.origins.item': 'Origem {number}',
  'system.security.origins.remove': 'Remover {origin}',
  'system.security.origins.add': 'Adicionar uma origem',
  'system.security.origins.reset': 'Repor as origens predefinidas',
  'system.security.issue.notInteger': 'Introduza um número inteiro.',
  'system.security.issue.outOfRange': 'Introduza um número de {min} a {max}.',
  'system.security.issue.originInvalid':
    'Escreva apenas uma origem: https://host ou https://host:porta, sem caminho.',
  'system.security.issue.originInsecure': '{origin} não é segura: use https (http apenas para localhost).',
  'system.security.issue.originDuplicate': '{origin} já está na lista.',
  'system.security.issue.tooManyOrigins': 'No máximo {max} origens.',
  'system.security.fixFields': 'Alguns valores foram recusados: veja os campos assinalados a vermelho.',
  'system.security.reload': 'Recarregar as definições',
  'system.security.save': 'Guardar as definições',
  'system.security.saved': 'As definições de segurança foram guardadas.',
  'system.security.cancel': 'Cancelar',
  'system.security.sessions.title': 'Sessões ativas',
  'system.security.sessions.intro':
    'Utilizadores com sessão iniciada neste momento, os mais recentemente ativos primeiro. Terminar uma sessão desliga o utilizador na sua próxima ação.',
  'system.security.sessions.filter': 'Filtrar por login',
  'system.security.sessions.empty': 'Nenhuma sessão ativa.',
  'system.security.sessions.overflow':
    'Apenas as {max} mais recentemente ativas são mostradas: filtre por login.',
  'system.security.sessions.user': 'Utilizador',
  'system.security.sessions.account': 'Conta',
  'system.security.sessions.created': 'Sessão iniciada',
  'system.security.sessions.lastSeen': 'Última atividade',
  'system.security.sessions.expires': 'Termina',
  'system.security.sessions.address': 'Endereço',
  'system.security.sessions.browser': 'Navegador',
  'system.security.sessions.you': 'É você',
  'system.security.sessions.end': 'Terminar a sessão',
  'system.security.sessions.endAll': 'Terminar todas as sessões',
  'system.security.sessions.confirmAll':
    'Terminar todas as sessões de {user}? A pessoa sai em todo o lado e terá de iniciar sessão de novo.',
  'system.security.sessions.endedAll': '{count} sessões de {user} terminadas.',
  'system.security.sessions.confirm': 'Terminar a sessão de {user}? Terá de iniciar sessão de novo.',
  'system.security.sessions.confirmOwn': 'Esta é a sua própria sessão: terminá-la desliga-o. Terminar?',
  'system.security.sessions.ended': 'A sessão de {user} terminou.',
};
