import type { Translations } from '../define';
import type { en } from './en';

// Portuguese: exactly the keys of en.ts, the same {placeholders}.
export const pt: Translations<typeof en> = {
  'home.quickLinks.validation': 'Verificar, validar ou rejeitar as encomendas que aguardam por si.',
  'validation.openOrder': 'Validar ou rejeitar a encomenda {name}',
  'validation.selectAll': 'Selecionar todas as encomendas',
  'validation.selectOne': 'Selecionar a encomenda {name}',
  'validation.selected': 'Selecionadas: {count}',
  'validation.validateSelected': 'Validar as encomendas selecionadas',
  'validation.rejectSelected': 'Rejeitar as encomendas selecionadas',
  'validation.rejectMany': 'Rejeitar {count} encomendas',
  'validation.confirmRejectMany': 'Rejeitar as encomendas',
  'validation.failed.validate': 'Não foi possível validar a encomenda {name}: {reason}',
  'validation.failed.reject': 'Não foi possível rejeitar a encomenda {name}: {reason}',
  'letters.column.preview': 'Primeira página',
  'letters.column.address': 'Morada impressa',
  'letters.identifier': 'Referência {identifier}',
  'letters.status.byHand': 'Corrigida à mão',
  'letters.reason.rewritten': 'Reescrita como pede o correio do país de destino.',
  'letters.reason.destination': 'Destino: {country}',
  'letters.preview.open': 'Ver as páginas da carta {position}',
  'letters.preview.alt': 'Página {page} da carta {position}',
  'letters.preview.deposited':
    'As páginas tal como foram depositadas. A prova mostra a carta tal como será impressa.',
  'letters.preview.failed': 'Sem pré-visualização',
  'letters.proof.button': 'Prova',
  'letters.proof.open': 'Fazer a prova da carta {position}',
  'letters.proof.title': 'Prova da carta {position}',
  'letters.proof.intro':
    'A carta {position} composta tal como será impressa, com as opções da encomenda, marcada como prova.',
  'send.split.starts': 'Um novo documento começa em {marker}.',
  'send.split.ends': 'Um documento termina em {marker}.',
  'send.split.marker.any': 'cada página com qualquer texto {where}',
  'send.split.marker.contains': 'cada página que mostra «{text}» {where}',
  'send.split.marker.startsWith': 'cada página cujo texto {where} começa por «{text}»',
  'send.split.marker.endsWith': 'cada página cujo texto {where} termina em «{text}»',
  'send.split.marker.exact': 'cada página cujo texto {where} é exatamente «{text}»',
  'send.split.marker.pattern': 'cada página cujo texto {where} corresponde ao padrão {text}',
  'send.split.where.header': 'na zona do cabeçalho',
  'send.split.where.footer': 'na zona do rodapé',
  'send.split.where.area': 'na zona marcada',
};
