import type { Translations } from '../define';
import type { en } from './en';

export const pt: Translations<typeof en> = {
  'system.options.intro':
    'As escolhas com que um envio é encomendado (cor, impressão, envelope…): tipos de opção e os seus valores.',
  'system.options.readOnly': 'Pode ver as opções, mas não alterá-las.',
  'system.options.loadError': 'Não foi possível carregar as opções.',
  'system.options.retry': 'Tentar novamente',
  'system.options.types': 'Tipos de opção',
  'system.options.newType': 'Novo tipo de opção',
  'system.options.noTypes': 'Ainda não há nenhum tipo de opção.',
  'system.options.recomputeBadge': 'Recalcula',
  'system.options.typeName': 'Nome',
  'system.options.recompute': 'Calcular de novo o envio quando esta opção muda',
  'system.options.recomputeHint':
    'Para opções que alteram os próprios documentos, como a impressão frente e verso.',
  'system.options.typeFormNew': 'Novo tipo de opção',
  'system.options.typeFormEdit': 'Tipo de opção {name}',
  'system.options.values': 'Valores de {name}',
  'system.options.pickType': 'Escolha um tipo de opção para ver os seus valores.',
  'system.options.newValue': 'Novo valor',
  'system.options.noValues': 'Este tipo de opção ainda não tem valores.',
  'system.options.value': 'Valor',
  'system.options.rank': 'Ordem',
  'system.options.best': 'Recomendado',
  'system.options.bestHint': 'Apresentado como a escolha recomendada.',
  'system.options.default': 'Predefinido',
  'system.options.defaultHint': 'Pré-selecionado. Os outros valores deste tipo deixam de ser o predefinido.',
  'system.options.properties': 'Propriedades',
  'system.options.noProperties': 'Nenhuma propriedade.',
  'system.options.propertyKey': 'Chave',
  'system.options.propertyValue': 'Valor da propriedade',
  'system.options.addProperty': 'Adicionar uma propriedade',
  'system.options.removeProperty': 'Remover a propriedade {key}',
  'system.options.valueFormNew': 'Novo valor de {name}',
  'system.options.valueFormEdit': 'Valor {name}',
  'system.options.yes': 'Sim',
  'system.options.no': 'Não',
  'system.options.save': 'Guardar',
  'system.options.cancel': 'Cancelar',
  'system.options.edit': 'Editar',
  'system.options.view': 'Ver',
  'system.options.delete': 'Eliminar',
  'system.options.select': 'Mostrar os valores de {name}',
  'system.options.deleteTypeConfirm': 'Eliminar o tipo de opção {name}?',
  'system.options.deleteValueConfirm': 'Eliminar o valor {name}?',
  'system.options.typeSaved': 'Tipo de opção guardado.',
  'system.options.valueSaved': 'Valor guardado.',
  'system.options.typeDeleted': 'Tipo de opção eliminado.',
  'system.options.valueDeleted': 'Valor eliminado.',
  'system.options.error.nameRequired': 'O tipo de opção precisa de um nome.',
  'system.options.error.valueRequired': 'O valor precisa de um texto.',
  'system.options.error.keyRequired': 'Cada propriedade precisa de uma chave.',
  'system.options.error.duplicateKey': 'A chave {key} aparece duas vezes.',
  'system.options.error.rank': 'A ordem é um número inteiro.',
  'system.provider.title': 'Fornecedor',
  'system.provider.name': 'Fornecedor',
  'system.provider.about.simulator':
    'Simulador: nada sai; os estados são inventados ao longo do tempo. Para testes e demonstrações.',
  'system.provider.about.smtp':
    'E-mail: cada carta é enviada como e-mail pelo servidor de correio configurado.',
  'system.provider.about.print-drop':
    'Depósito de impressão: os ficheiros de impressão são escritos numa pasta ou num servidor SFTP que a gráfica recolhe.',
  'system.provider.about.on-premise':
    'Impressão local: um sistema de impressão do cliente obtém os ficheiros de saída com o token do canal.',
  'system.provider.about.http-provider':
    'Fornecedor JSON/HTTP: cada envio é publicado, assinado, no endereço do fornecedor (SMS, e-mail registado, cofre digital).',
  'system.provider.about.other':
    'Um fornecedor que este servidor não conhece: os envios deste canal vão falhar.',
  'system.provider.saveFirst':
    'Guarde primeiro o canal: depois poderá definir aqui o seu endereço e o seu segredo.',
  'system.provider.loadError': 'Não foi possível carregar as definições do fornecedor.',
  'system.provider.endpoint': 'Endereço do fornecedor',
  'system.provider.endpointHint':
    'O endereço https do fornecedor; os envios são publicados nele seguido de /shipments. Vazio: o da configuração do servidor.',
  'system.provider.saveEndpoint': 'Guardar o endereço',
  'system.provider.removeEndpoint': 'Remover o endereço',
  'system.provider.source.endpoint.system': 'Em uso: o endereço definido aqui.',
  'system.provider.source.endpoint.configuration': 'Em uso: o endereço da configuração do servidor.',
  'system.provider.source.endpoint.none': 'Sem endereço: um fornecedor JSON/HTTP não pode ser contactado.',
  'system.provider.secret': 'Segredo',
  'system.provider.secretSet': 'Este canal tem um segredo próprio, definido em {date}.',
  'system.provider.secretNotSet':
    'Sem segredo próprio: é usado o segredo do fornecedor da configuração do servidor.',
  'system.provider.secretNone': 'Sem segredo: as chamadas assinadas deste fornecedor são recusadas.',
  'system.provider.secretHint':
    'Ambas as partes assinam as suas chamadas com ele. É guardado cifrado e não pode ser lido de novo.',
  'system.provider.newSecret': 'Novo segredo',
  'system.provider.setSecret': 'Definir o segredo',
  'system.provider.generate': 'Gerar um segredo',
  'system.provider.removeSecret': 'Remover o segredo',
  'system.provider.generatedOnce':
    'Copie este segredo agora e entregue-o ao fornecedor: não voltará a ser mostrado.',
  'system.provider.copy': 'Copiar',
  'system.provider.copied': 'Copiado',
  'system.provider.trackingUrl': 'O fornecedor comunica os eventos de seguimento para este endereço:',
  'system.provider.saved': 'Definições do fornecedor guardadas.',
  'system.provider.error.endpointUrl': 'Isto não é um endereço web.',
  'system.provider.error.endpointHttps':
    'O endereço tem de começar por https:// (http:// só para localhost ou 127.0.0.1).',
  'system.provider.error.endpointCredentials':
    'O endereço não pode conter um nome de utilizador nem uma palavra-passe.',
  'system.provider.error.endpointQuery':
    'O endereço não pode conter uma consulta (?…) nem um fragmento (#…).',
  'system.provider.error.secretShort': 'O segredo precisa de pelo menos {min} caracteres.',
};
