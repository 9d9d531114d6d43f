import type { Translations } from '../define';
import type { en } from './en';

export const pt: Translations<typeof en> = {
  'admin.users.title': 'Utilizadores',
  'admin.users.new': 'Novo utilizador',
  'admin.users.importButton': 'Importar de CSV',
  'admin.users.exportName': 'os utilizadores (CSV)',
  'admin.users.filter.text': 'Pesquisar por identificador, nome ou e-mail',
  'admin.users.filter.ou': 'Na conta',
  'admin.users.filter.profile': 'Com o perfil',
  'admin.users.filter.group': 'No grupo',
  'admin.users.filter.status': 'Estado',
  'admin.users.filter.any': 'Todos',
  'admin.users.count': '{count} utilizadores',
  'admin.users.empty': 'Nenhum utilizador corresponde a estes filtros.',
  'admin.users.column.login': 'Identificador',
  'admin.users.column.name': 'Nome',
  'admin.users.column.email': 'E-mail',
  'admin.users.column.ou': 'Conta',
  'admin.users.column.profile': 'Perfil',
  'admin.users.column.group': 'Grupo',
  'admin.users.column.status': 'Estado',
  'admin.users.column.created': 'Criado',
  'admin.users.status.enabled': 'Ativo',
  'admin.users.status.disabled': 'Desativado',
  'admin.users.open': 'Abrir o utilizador {login}',
  'admin.users.drawer.create': 'Novo utilizador',
  'admin.users.drawer.edit': 'Utilizador {login}',
  'admin.users.field.login': 'Identificador',
  'admin.users.field.title': 'Tratamento',
  'admin.users.field.firstName': 'Nome próprio',
  'admin.users.field.lastName': 'Apelido',
  'admin.users.field.email': 'Endereço de e-mail',
  'admin.users.field.phone': 'Telefone',
  'admin.users.field.mobile': 'Telemóvel',
  'admin.users.field.locale': 'Idioma',
  'admin.users.field.ou': 'Conta',
  'admin.users.field.profile': 'Perfil',
  'admin.users.field.group': 'Grupo',
  'admin.users.field.noGroup': 'Sem grupo',
  'admin.users.field.enabled': 'Pode iniciar sessão',
  'admin.users.field.addressRanges': 'Intervalos de endereços permitidos',
  'admin.users.field.addressRangesHint':
    'Um intervalo por linha em notação CIDR, por exemplo 192.168.0.0/24. Vazio: qualquer endereço.',
  'admin.users.field.created': 'Criado em {date}',
  'admin.users.field.mustChangePassword': 'Ainda não substituiu a palavra-passe temporária.',
  'admin.users.save': 'Guardar o utilizador',
  'admin.users.cancel': 'Cancelar',
  'admin.users.close': 'Fechar',
  'admin.users.enable': 'Ativar',
  'admin.users.disable': 'Desativar',
  'admin.users.resetPassword': 'Enviar um e-mail de reposição da palavra-passe',
  'admin.users.delete': 'Eliminar',
  'admin.users.deleteConfirm.title': 'Eliminar este utilizador?',
  'admin.users.deleteConfirm.text':
    '{login} deixará de poder iniciar sessão. Os seus depósitos e encomendas são mantidos.',
  'admin.users.deleteConfirm.confirm': 'Eliminar o utilizador',
  'admin.users.saved': 'O utilizador {login} foi guardado.',
  'admin.users.deleted': 'O utilizador {login} foi eliminado.',
  'admin.users.enabledDone': 'O utilizador {login} pode voltar a iniciar sessão.',
  'admin.users.disabledDone': 'O utilizador {login} já não pode iniciar sessão.',
  'admin.users.resetSent': 'Foi enviado um e-mail de reposição da palavra-passe para {email}.',
  'admin.users.tempPassword.title': 'Palavra-passe temporária',
  'admin.users.tempPassword.text':
    'Entregue a {login} esta palavra-passe temporária: escolherá a sua no primeiro início de sessão. Só é mostrada uma vez.',
  'admin.users.tempPassword.done': 'Concluído',
  'admin.users.ownPermissions.title': 'Reduzir as suas próprias permissões?',
  'admin.users.ownPermissions.text':
    'Este perfil dá-lhe menos permissões do que agora: pode perder o acesso a ecrãs que utiliza, e só outro administrador lhas poderia devolver.',
  'admin.users.ownPermissions.confirm': 'Guardar mesmo assim',
  'admin.users.readOnly': 'Pode consultar os utilizadores, mas não alterá-los.',
  'admin.users.error.duplicateLogin': 'O utilizador já existe no sistema. Escolha outro identificador.',
  'admin.users.error.insufficientPermissions':
    'As suas permissões não bastam para editar este utilizador: o perfil dele concede permissões que não tem.',
  'admin.users.error.profileOfOtherOu':
    'Este perfil pertence a outra conta: escolha um da conta do utilizador ou de uma conta acima dela.',
  'admin.users.error.groupOfOtherOu':
    'Este grupo pertence a outra conta: escolha um da conta do utilizador ou de uma conta acima dela.',
  'admin.users.error.ownPermissionsReduced':
    'Este perfil dá-lhe menos permissões do que agora: confirme para o guardar.',
  'admin.users.error.deleteSelf': 'Não pode eliminar a sua própria conta.',
  'admin.users.error.disableSelf': 'Não pode desativar a sua própria conta.',
  'admin.users.error.lastSuperAdmin':
    'É o último superadministrador que pode iniciar sessão: dê primeiro essa função a outro utilizador.',
  'admin.users.error.addressNotAllowed':
    'Não é permitido iniciar sessão nesta conta a partir deste endereço.',
  'admin.users.error.phoneInvalid':
    'Número de telefone inválido: introduza um número do seu país, com o indicativo internacional a partir do estrangeiro.',
  'admin.users.error.emailInvalid': 'Endereço de e-mail inválido.',
  'admin.users.error.noEmail':
    'Este utilizador não tem endereço de e-mail: não é possível enviar o e-mail de reposição.',
  'admin.users.error.mailFailed': 'Não foi possível enviar o e-mail. Tente novamente mais tarde.',
  'admin.users.import.title': 'Importar utilizadores',
  'admin.users.import.file': 'Ficheiro CSV',
  'admin.users.import.ou': 'Para a conta',
  'admin.users.import.columns':
    'Uma linha de cabeçalho e depois um utilizador por linha, campos separados por ponto e vírgula, em UTF-8 ou ISO-8859-1. Colunas: {columns}. Perfis pelo nome, grupos pelo código, enabled como true ou false, intervalos de endereços separados por espaços.',
  'admin.users.import.submit': 'Importar os utilizadores',
  'admin.users.import.failed': 'Nada foi importado: {count} problemas a corrigir.',
  'admin.users.import.done': '{count} utilizadores importados.',
  'admin.users.import.passwords': 'Palavras-passe temporárias, mostradas uma única vez:',
  'admin.users.importIssue.header': 'Linha 1: as colunas têm de ser exatamente {expected}.',
  'admin.users.importIssue.columnCount': 'Linha {line}: {count} campos em vez de {expected}.',
  'admin.users.importIssue.required': 'Linha {line}: {field} é obrigatório.',
  'admin.users.importIssue.invalid': 'Linha {line}: {field} não é válido ({value}).',
  'admin.users.importIssue.duplicateLogin': 'Linha {line}: o identificador {value} já existe.',
  'admin.users.importIssue.duplicateInFile':
    'Linha {line}: o identificador {value} também está noutra linha.',
  'admin.users.importIssue.profileUnknown':
    'Linha {line}: não existe nenhum perfil chamado {value} nesta conta ou acima dela.',
  'admin.users.importIssue.profileNotAllowed':
    'Linha {line}: as suas permissões não permitem atribuir o perfil {value}.',
  'admin.users.importIssue.groupUnknown':
    'Linha {line}: não existe nenhum grupo com o código {value} nesta conta ou acima dela.',
  'admin.users.importIssue.empty': 'O ficheiro não contém nenhum utilizador.',
  'admin.users.importIssue.tooManyLines':
    'O ficheiro contém {count} utilizadores; são importados no máximo {max} de cada vez.',
};
