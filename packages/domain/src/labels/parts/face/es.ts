import type { Translations } from '../define';
import type { en } from './en';

// Spanish: exactly the keys of en.ts, the same {placeholders}.
export const es: Translations<typeof en> = {
  'userMenu.colorScheme': 'Apariencia',
  'userMenu.colorScheme.light': 'Claro',
  'userMenu.colorScheme.dark': 'Oscuro',
  'userMenu.colorScheme.auto': 'Igual que el sistema',
  'lists.empty.hint': 'Amplíe el periodo o quite un filtro y vuelva a buscar.',
  'common.empty.depositHint': 'Deposite un archivo PDF o de datos: sus cartas y pedidos aparecerán aquí.',
  'common.empty.deposit': 'Depositar un archivo',
  'common.empty.behalfHint':
    'Elija otra persona arriba o pida a un administrador que asigne un servicio a su perfil.',
};
