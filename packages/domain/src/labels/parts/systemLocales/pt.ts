import type { Translations } from '../define';
import type { en } from './en';

export const pt: Translations<typeof en> = {
  'system.home.intro': 'As definições de toda a plataforma, para todas as contas.',
  'system.home.readOnly': 'Pode consultar estas definições, mas não alterá-las.',
  'system.home.brandings.hint':
    'O aspeto e o nome de cada cliente: logótipo, cores, anfitrião virtual, estilo próprio, notícias.',
  'system.home.channels.hint':
    'As vias de saída (correio postal, e-mail, SMS…): calendários, ficheiros de saída, zonas impressas e fornecedores.',
  'system.home.options.hint': 'Os tipos de opção e as opções com que os envios são encomendados.',
  'system.home.locales.hint':
    'Todos os textos da interface nas oito línguas: pesquisar, corrigir, exportar, importar.',
  'system.home.security.hint':
    'Duração das sessões, limites de início de sessão, regras de palavra-passe, origens permitidas, sessões abertas.',
  'system.locales.intro':
    'Todos os textos da interface nas oito línguas. Um texto alterado aqui substitui o original de imediato, para todos.',
  'system.locales.readOnly': 'Pode consultar e exportar as traduções, mas não alterá-las.',
  'system.locales.search': 'Pesquisar nas chaves e nos textos',
  'system.locales.editedOnly': 'Apenas textos alterados',
  'system.locales.report': 'Mesmo texto que em inglês',
  'system.locales.report.all': 'Todas as chaves',
  'system.locales.report.option': '{language}: {count}',
  'system.locales.report.summary':
    '{count} chaves têm em {language} o mesmo texto que em inglês: provavelmente ainda por traduzir.',
  'system.locales.count': '{count} chaves',
  'system.locales.key': 'Chave',
  'system.locales.edited': 'Alterado',
  'system.locales.edit': 'Editar os textos de {key}',
  'system.locales.stale': 'Não apresentado: já não corresponde ao texto em inglês',
  'system.locales.empty': 'Nenhuma chave corresponde a estes filtros.',
  'system.locales.retry': 'Tentar de novo',
  'system.locales.export': 'Exportar',
  'system.locales.import': 'Importar',
  'system.locales.dialog.title': 'Textos de {key}',
  'system.locales.dialog.english': 'Texto original em inglês',
  'system.locales.dialog.placeholders': 'Mantenha estes marcadores em todas as línguas: {placeholders}',
  'system.locales.dialog.original': 'Texto original: {text}',
  'system.locales.dialog.editedBy': 'Alterado por {login} em {date}',
  'system.locales.dialog.reset': 'Voltar ao texto original',
  'system.locales.dialog.save': 'Guardar',
  'system.locales.dialog.cancel': 'Cancelar',
  'system.locales.dialog.close': 'Fechar',
  'system.locales.saved': 'Os textos de {key} foram guardados.',
  'system.locales.issue.unknownKey': 'Esta chave não existe nesta versão.',
  'system.locales.issue.unknownLocale': '«{locale}» não é uma das oito línguas.',
  'system.locales.issue.blank': 'Escreva um texto ou volte ao original.',
  'system.locales.issue.tooLong': 'No máximo {max} caracteres ({length} escritos).',
  'system.locales.issue.placeholderMissing': 'Mantenha o marcador {placeholder} do texto em inglês.',
  'system.locales.issue.placeholderUnknown': 'O texto em inglês não tem o marcador {placeholder}.',
  'system.locales.import.title': 'Importar textos',
  'system.locales.import.text':
    'Um ficheiro exportado a partir deste ecrã. Cada entrada é verificada; se uma for recusada, nada é guardado.',
  'system.locales.import.file': 'Ficheiro de textos',
  'system.locales.import.submit': 'Importar o ficheiro',
  'system.locales.import.notJson': 'Este ficheiro não é uma exportação de textos.',
  'system.locales.import.failed': '{count} entradas recusadas; nada foi guardado.',
  'system.locales.import.entry': '{language}, {key}: {text}',
  'system.locales.import.done':
    'Textos importados: {created} adicionados, {updated} alterados, {removed} de volta ao original, {unchanged} sem alteração.',
};
