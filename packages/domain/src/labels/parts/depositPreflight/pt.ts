import type { Translations } from '../define';
import type { en } from './en';

export const pt: Translations<typeof en> = {
  'deposit.preflight.state.refused': 'Impressão: recusada em {channels}',
  'deposit.preflight.state.warned': 'Avisos de impressão: {n}',
  'deposit.preflight.state.clean': 'Nenhum problema de impressão',
  'deposit.preflight.tab': 'Verificação antes da impressão',
  'deposit.preflight.none':
    'A verificação antes da impressão não encontrou nesta carta nada que uma gráfica recusaria.',
  'deposit.preflight.findings': 'Resultados da verificação antes da impressão',
  'deposit.preflight.page': 'Página {page} do ficheiro depositado',
  'deposit.preflight.wholeLetter': 'A carta inteira',
  'deposit.preflight.channels': 'Canais: {channels}',
  'deposit.preflight.pageAlt': 'Página {page} do ficheiro depositado',
  'deposit.preflight.area':
    'Zona em causa: a {left} mm da margem esquerda, a {top} mm do topo, {width} × {height} mm',
  'deposit.preflight.wholePage': 'Zona em causa: a página inteira',
  'deposit.preflight.noPage': 'Este resultado diz respeito à carta inteira, não a uma página.',
  'deposit.preflight.summary': 'Verificação antes da impressão',
  'deposit.preflight.count': '{name}: {n}',
  'deposit.preflight.nothingFound':
    'A verificação antes da impressão não encontrou nenhum problema de impressão neste depósito.',
  'deposit.preflight.report': 'o relatório da verificação antes da impressão (CSV)',
  'processing.editor.tab.preflight': 'Verificação antes da impressão',
  'processing.editor.preflight.intro':
    'Para cada problema que a verificação antes da impressão encontra nas páginas de uma carta, escolha se recusa a carta nos canais em papel deste serviço ou se apenas avisa o remetente e o validador.',
  'processing.editor.preflight.refuse': 'Recusa a carta',
  'processing.editor.preflight.warn': 'Apenas aviso',
  'processing.editor.preflight.defaults': 'Repor os valores predefinidos',
  'deposit.preflight.filter.refused': 'Impressão: recusadas',
  'deposit.preflight.filter.warned': 'Impressão: avisos',
};
