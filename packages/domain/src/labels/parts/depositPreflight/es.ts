import type { Translations } from '../define';
import type { en } from './en';

export const es: Translations<typeof en> = {
  'deposit.preflight.state.refused': 'Impresión: rechazada en {channels}',
  'deposit.preflight.state.warned': 'Avisos de impresión: {n}',
  'deposit.preflight.state.clean': 'Ningún problema de impresión',
  'deposit.preflight.tab': 'Control previo de impresión',
  'deposit.preflight.none':
    'El control previo no ha encontrado en esta carta nada que una imprenta rechazaría.',
  'deposit.preflight.findings': 'Resultados del control previo de impresión',
  'deposit.preflight.page': 'Página {page} del archivo depositado',
  'deposit.preflight.wholeLetter': 'Toda la carta',
  'deposit.preflight.channels': 'Canales: {channels}',
  'deposit.preflight.pageAlt': 'Página {page} del archivo depositado',
  'deposit.preflight.area':
    'Zona afectada: a {left} mm del borde izquierdo, a {top} mm del borde superior, {width} × {height} mm',
  'deposit.preflight.wholePage': 'Zona afectada: toda la página',
  'deposit.preflight.noPage': 'Este resultado afecta a toda la carta, no a una página.',
  'deposit.preflight.summary': 'Control previo de impresión',
  'deposit.preflight.count': '{name}: {n}',
  'deposit.preflight.nothingFound':
    'El control previo no ha encontrado ningún problema de impresión en este depósito.',
  'deposit.preflight.report': 'el informe del control previo (CSV)',
  'processing.editor.tab.preflight': 'Control previo de impresión',
  'processing.editor.preflight.intro':
    'Para cada problema que el control previo encuentra en las páginas de una carta, elija si rechaza la carta en los canales en papel de este servicio o si solo avisa al remitente y al validador.',
  'processing.editor.preflight.refuse': 'Rechaza la carta',
  'processing.editor.preflight.warn': 'Solo aviso',
  'processing.editor.preflight.defaults': 'Volver a los valores predeterminados',
  'deposit.preflight.filter.refused': 'Impresión: rechazadas',
  'deposit.preflight.filter.warned': 'Impresión: avisos',
};
