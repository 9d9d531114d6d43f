import type { Translations } from '../define';
import type { en } from './en';

// Portuguese: exactly the keys of en.ts, the same {placeholders}.
export const pt: Translations<typeof en> = {
  'home.quickLinks.validation': 'Verificar, validar ou rejeitar as encomendas que aguardam por si.',
  'deposit.validation.openOrder': 'Validar ou rejeitar a encomenda {name}',
  'deposit.validation.selectAll': 'Selecionar todas as encomendas',
  'deposit.validation.selectOne': 'Selecionar a encomenda {name}',
  'deposit.validation.selected': 'Selecionadas: {count}',
  'deposit.validation.validateSelected': 'Validar as encomendas selecionadas',
  'deposit.validation.rejectSelected': 'Rejeitar as encomendas selecionadas',
  'deposit.validation.rejectMany': 'Rejeitar {count} encomendas',
  'deposit.validation.confirmRejectMany': 'Rejeitar as encomendas',
  'deposit.validation.failed.validate': 'Não foi possível validar a encomenda {name}: {reason}',
  'deposit.validation.failed.reject': 'Não foi possível rejeitar a encomenda {name}: {reason}',
  'deposit.packGroups.column.preview': 'Primeira página',
  'deposit.packGroups.column.address': 'Morada impressa',
  'deposit.packGroups.identifier': 'Referência {identifier}',
  'deposit.packGroups.status.byHand': 'Corrigida à mão',
  'deposit.packGroups.reason.rewritten': 'Reescrita como pede o correio do país de destino.',
  'deposit.packGroups.reason.destination': 'Destino: {country}',
  'deposit.packGroups.preview.open': 'Ver as páginas da carta {position}',
  'deposit.packGroups.preview.alt': 'Página {page} da carta {position}',
  'deposit.packGroups.preview.deposited':
    'As páginas tal como foram depositadas. A prova mostra a carta tal como será impressa.',
  'deposit.packGroups.preview.failed': 'Sem pré-visualização',
  'deposit.packGroups.proof.button': 'Prova',
  'deposit.packGroups.proof.open': 'Fazer a prova da carta {position}',
  'deposit.packGroups.proof.title': 'Prova da carta {position}',
  'deposit.packGroups.proof.intro':
    'A carta {position} composta tal como será impressa, com as opções da encomenda, marcada como prova.',
  'deposit.split.starts': 'Um novo documento começa em {marker}.',
  'deposit.split.ends': 'Um documento termina em {marker}.',
  'deposit.split.marker.any': 'cada página com qualquer texto {where}',
  'deposit.split.marker.contains': 'cada página que mostra «{text}» {where}',
  'deposit.split.marker.startsWith': 'cada página cujo texto {where} começa por «{text}»',
  'deposit.split.marker.endsWith': 'cada página cujo texto {where} termina em «{text}»',
  'deposit.split.marker.exact': 'cada página cujo texto {where} é exatamente «{text}»',
  'deposit.split.marker.pattern': 'cada página cujo texto {where} corresponde ao padrão {text}',
  'deposit.split.where.header': 'na zona do cabeçalho',
  'deposit.split.where.footer': 'na zona do rodapé',
  'deposit.split.where.area': 'na zona marcada',
};
