import type { Translations } from '../define';
import type { en } from './en';

export const pt: Translations<typeof en> = {
  'sso.tab': 'Início de sessão único',
  'sso.intro':
    'Os utilizadores desta marca branca podem entrar com um fornecedor de identidade OpenID Connect (código de autorização com PKCE).',
  'sso.enabled': 'Oferecer o início de sessão único na página de entrada',
  'sso.issuerUrl': 'URL do emissor',
  'sso.issuerUrlHelp':
    'O endereço https do fornecedor; as suas definições são lidas do documento de descoberta.',
  'sso.clientId': 'ID de cliente',
  'sso.clientSecret': 'Segredo de cliente',
  'sso.clientSecretStored': 'Há um segredo guardado; deixe vazio para o manter.',
  'sso.scopes': 'Âmbitos',
  'sso.claim': 'Claim que identifica o utilizador',
  'sso.claimHelp': 'Um claim do token de ID, por exemplo email ou preferred_username.',
  'sso.matchBy': 'Comparado com',
  'sso.matchBy.login': 'Nome de utilizador',
  'sso.matchBy.email': 'Endereço de e-mail',
  'sso.createUsers': 'Criar os utilizadores que ainda não existem',
  'sso.ou': 'Conta dos novos utilizadores',
  'sso.profile': 'Perfil dos novos utilizadores',
  'sso.buttonText': 'Nome no botão',
  'sso.redirectUri': 'URI de redirecionamento a registar no fornecedor',
  'sso.save': 'Guardar o início de sessão único',
  'sso.saved': 'As definições do início de sessão único foram guardadas.',
  'sso.saveFirst': 'Guarde primeiro a marca branca e depois configure o seu início de sessão único.',
  'sso.signInWith': 'Entrar com {name}',
  'sso.signingIn': 'A iniciar a sessão…',
  'sso.error.issuerInvalid': 'Introduza o endereço https do fornecedor (http simples apenas nesta máquina).',
  'sso.error.clientIdRequired': 'Introduza o ID de cliente.',
  'sso.error.clientSecretRequired': 'Introduza o segredo de cliente.',
  'sso.error.scopesOpenid': 'Os âmbitos têm de incluir openid.',
  'sso.error.claimInvalid': 'Introduza um nome de claim: apenas letras, algarismos e _ . : -.',
  'sso.error.ouRequired': 'Escolha a conta onde os novos utilizadores são criados.',
  'sso.error.profileRequired': 'Escolha o perfil dos novos utilizadores.',
  'sso.error.profileNotOfOu': 'Este perfil não pertence a essa conta nem a uma conta acima dela.',
  'sso.error.buttonTextRequired': 'Introduza o nome mostrado no botão.',
  'sso.error.notEnabled': 'O início de sessão único não está disponível aqui.',
  'sso.error.attemptInvalid':
    'Este início de sessão já foi usado, expirou ou não foi iniciado aqui. Tente novamente.',
  'sso.error.providerRefused': 'O fornecedor de identidade recusou o início de sessão.',
  'sso.error.answerInvalid':
    'Não foi possível verificar a resposta do fornecedor de identidade. Tente novamente.',
  'sso.error.providerUnreachable': 'Não foi possível contactar o fornecedor de identidade. Tente mais tarde.',
  'sso.error.claimMissing': 'O fornecedor de identidade não indicou quem é (falta o claim esperado).',
  'sso.error.userUnknown':
    'Nenhum utilizador corresponde à sua identidade aqui. Peça uma conta ao seu administrador.',
  'sso.error.userAmbiguous':
    'Vários utilizadores correspondem à sua identidade. Contacte o seu administrador.',
  'sso.error.userDisabled': 'A sua conta está desativada.',
  'sso.error.codeInvalid': 'Este início de sessão já foi usado ou expirou. Entre novamente.',
};
