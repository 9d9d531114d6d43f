import type { Translations } from '../define';
import type { en } from './en';

// Portuguese: exactly the keys of en.ts, the same {placeholders}.
export const pt: Translations<typeof en> = {
  'userMenu.colorScheme': 'Aparência',
  'userMenu.colorScheme.light': 'Claro',
  'userMenu.colorScheme.dark': 'Escuro',
  'userMenu.colorScheme.auto': 'Igual ao sistema',
  'lists.empty.hint': 'Alargue o período ou retire um filtro e pesquise novamente.',
  'common.empty.depositHint':
    'Deposite um ficheiro PDF ou de dados: as suas cartas e encomendas aparecerão aqui.',
  'common.empty.deposit': 'Depositar um ficheiro',
  'common.empty.behalfHint':
    'Escolha outra pessoa acima ou peça a um administrador que atribua um serviço ao perfil dela.',
};
