import type { Translations } from '../define';
import type { en } from './en';

export const nl: Translations<typeof en> = {
  'deposit.preflight.state.refused': 'Afdrukken: geweigerd op {channels}',
  'deposit.preflight.state.warned': 'Afdrukwaarschuwingen: {n}',
  'deposit.preflight.state.clean': 'Geen afdrukprobleem gevonden',
  'deposit.preflight.tab': 'Controle vóór afdrukken',
  'deposit.preflight.none':
    'De controle vóór afdrukken vond in deze brief niets wat een drukkerij zou weigeren.',
  'deposit.preflight.findings': 'Bevindingen van de controle vóór afdrukken',
  'deposit.preflight.page': 'Pagina {page} van het aangeleverde bestand',
  'deposit.preflight.wholeLetter': 'De hele brief',
  'deposit.preflight.channels': 'Kanalen: {channels}',
  'deposit.preflight.pageAlt': 'Pagina {page} van het aangeleverde bestand',
  'deposit.preflight.area':
    'Betrokken gebied: {left} mm van de linkerrand, {top} mm van de bovenrand, {width} × {height} mm',
  'deposit.preflight.wholePage': 'Betrokken gebied: de hele pagina',
  'deposit.preflight.noPage': 'Deze bevinding betreft de hele brief, niet één pagina.',
  'deposit.preflight.summary': 'Controle vóór afdrukken',
  'deposit.preflight.count': '{name}: {n}',
  'deposit.preflight.nothingFound':
    'De controle vóór afdrukken vond geen afdrukprobleem in deze aanlevering.',
  'deposit.preflight.report': 'het rapport van de controle vóór afdrukken (CSV)',
  'processing.editor.tab.preflight': 'Controle vóór afdrukken',
  'processing.editor.preflight.intro':
    'Kies voor elk probleem dat de controle vóór afdrukken op de pagina’s van een brief vindt, of het de brief weigert op de papieren kanalen van deze dienst of alleen de afzender en de validator waarschuwt.',
  'processing.editor.preflight.refuse': 'Weigert de brief',
  'processing.editor.preflight.warn': 'Alleen waarschuwing',
  'processing.editor.preflight.defaults': 'Terug naar de standaardwaarden',
  'deposit.preflight.filter.refused': 'Afdrukken: geweigerd',
  'deposit.preflight.filter.warned': 'Afdrukken: waarschuwingen',
};
