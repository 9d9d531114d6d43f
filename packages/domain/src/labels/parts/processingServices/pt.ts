import type { Translations } from '../define';
import type { en } from './en';

export const pt: Translations<typeof en> = {
  'processing.home.intro':
    'Configure o que os seus utilizadores depositam e como as suas cartas são enviadas.',
  'processing.home.services.hint':
    'Crie, copie, ative, exporte e importe os serviços que os depósitos seguem: caixas, divisão, ficheiros de dados, requisitos e canais.',
  'processing.home.recipientsChoice.hint':
    'O que os destinatários podem escolher sobre como recebem o seu correio, e os textos que lhes perguntam.',
  'processing.services.intro':
    'Os serviços oferecidos a uma unidade organizacional: os seus e os das unidades acima dela.',
  'processing.services.filter.ou': 'Unidade organizacional',
  'processing.services.filter.text': 'Pesquisar por nome ou descrição',
  'processing.services.filter.type': 'Tipo',
  'processing.services.filter.status': 'Estado',
  'processing.services.filter.any': 'Todos',
  'processing.services.status.enabled': 'Ativado',
  'processing.services.status.disabled': 'Desativado',
  'processing.services.inconsistent': 'Incoerente',
  'processing.services.inconsistent.hint':
    'Um canal, uma opção, um ficheiro de saída ou um metadado que este serviço nomeia já não existe ou já não é oferecido: edite o serviço para o corrigir.',
  'processing.services.inherited': 'De {ou}',
  'processing.services.inheritedAbove': 'De uma unidade acima da sua: só leitura.',
  'processing.services.type.SIMPLE_UNIQUE': 'Documento único',
  'processing.services.type.SIMPLE_MULTIPLE': 'Documentos divididos em cartas',
  'processing.services.type.ARCHIVE': 'Arquivo compactado',
  'processing.services.type.PREPROCESSING': 'Documentos e ficheiros de dados',
  'processing.services.type.PREPROCESSING_UNIQUE': 'Documento único e ficheiros de dados',
  'processing.services.type.ADVANCED': 'Avançado',
  'processing.services.typeHint.SIMPLE_UNIQUE':
    'Um PDF por depósito; os seus valores são verificados antes de o depósito ser feito.',
  'processing.services.typeHint.SIMPLE_MULTIPLE':
    'PDF divididos em cartas por número de páginas ou por uma marca.',
  'processing.services.typeHint.ARCHIVE': 'Um arquivo ZIP cujos ficheiros vão para as caixas.',
  'processing.services.typeHint.PREPROCESSING':
    'Documentos associados aos registos de ficheiros de dados (CSV, largura fixa, JSON).',
  'processing.services.typeHint.PREPROCESSING_UNIQUE':
    'Um documento na caixa principal, associado aos registos de ficheiros de dados.',
  'processing.services.typeHint.ADVANCED': 'Qualquer combinação de caixas, pais e sobreposições.',
  'processing.services.column.name': 'Nome',
  'processing.services.column.type': 'Tipo',
  'processing.services.column.status': 'Estado',
  'processing.services.column.updated': 'Última alteração',
  'processing.services.column.actions': 'Ações',
  'processing.services.count': '{count} serviços',
  'processing.services.empty': 'Nenhum serviço corresponde a estes filtros.',
  'processing.services.none': 'Ainda não é oferecido nenhum serviço a esta unidade.',
  'processing.services.new': 'Novo serviço',
  'processing.services.new.title': 'Tipo do novo serviço',
  'processing.services.new.intro':
    'O tipo decide que caixas um depósito tem e como os seus ficheiros se tornam cartas.',
  'processing.services.import': 'Importar um serviço',
  'processing.services.actions': 'Ações sobre {name}',
  'processing.services.edit': 'Editar',
  'processing.services.copy': 'Copiar',
  'processing.services.enable': 'Ativar',
  'processing.services.disable': 'Desativar',
  'processing.services.export': 'Exportar',
  'processing.services.delete': 'Eliminar',
  'processing.services.enabled.done': 'O serviço {name} está ativado.',
  'processing.services.disabled.done': 'O serviço {name} está desativado.',
  'processing.services.exportFailed': 'Não foi possível exportar o serviço {name}.',
  'processing.services.cancel': 'Cancelar',
  'processing.services.close': 'Fechar',
  'processing.services.delete.title': 'Eliminar o serviço {name}',
  'processing.services.delete.text':
    'Os utilizadores deixarão de poder depositar neste serviço. Os depósitos já feitos mantêm o seu histórico.',
  'processing.services.delete.submit': 'Eliminar o serviço',
  'processing.services.delete.openJobs':
    'Este serviço tem {openJobs} depósitos em curso e {pendingOrders} encomendas a aguardar validação.',
  'processing.services.delete.effect':
    'Eliminá-lo mesmo assim rejeita essas {pendingOrders} encomendas a aguardar validação; os depósitos ficam como estão.',
  'processing.services.delete.force': 'Eliminar mesmo assim',
  'processing.services.delete.done': 'O serviço {name} foi eliminado.',
  'processing.services.delete.doneRejected':
    'O serviço {name} foi eliminado; {count} encomendas a aguardar validação foram rejeitadas.',
  'processing.services.import.title': 'Importar um serviço',
  'processing.services.import.text':
    'Um ficheiro exportado a partir deste ecrã. O serviço é criado em {ou}; os ficheiros anexados às suas caixas não estão no ficheiro e têm de ser adicionados de novo.',
  'processing.services.import.file': 'Ficheiro do serviço',
  'processing.services.import.submit': 'Importar o serviço',
  'processing.services.import.failed': 'Nada foi importado: {count} problemas a corrigir.',
  'processing.services.import.at': '{path}: {text}',
  'processing.services.import.done': 'O serviço {name} foi importado.',
};
