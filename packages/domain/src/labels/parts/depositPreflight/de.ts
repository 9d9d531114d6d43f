import type { Translations } from '../define';
import type { en } from './en';

export const de: Translations<typeof en> = {
  'deposit.preflight.state.refused': 'Druck: abgelehnt für {channels}',
  'deposit.preflight.state.warned': 'Druckwarnungen: {n}',
  'deposit.preflight.state.clean': 'Kein Druckproblem gefunden',
  'deposit.preflight.tab': 'Druckvorprüfung',
  'deposit.preflight.none':
    'Die Druckvorprüfung hat an diesem Brief nichts gefunden, was eine Druckerei ablehnen würde.',
  'deposit.preflight.findings': 'Ergebnisse der Druckvorprüfung',
  'deposit.preflight.page': 'Seite {page} der eingereichten Datei',
  'deposit.preflight.wholeLetter': 'Der ganze Brief',
  'deposit.preflight.channels': 'Kanäle: {channels}',
  'deposit.preflight.pageAlt': 'Seite {page} der eingereichten Datei',
  'deposit.preflight.area':
    'Betroffener Bereich: {left} mm vom linken Rand, {top} mm vom oberen Rand, {width} × {height} mm',
  'deposit.preflight.wholePage': 'Betroffener Bereich: die ganze Seite',
  'deposit.preflight.noPage': 'Dieses Ergebnis betrifft den ganzen Brief, nicht eine Seite.',
  'deposit.preflight.summary': 'Druckvorprüfung',
  'deposit.preflight.count': '{name}: {n}',
  'deposit.preflight.nothingFound':
    'Die Druckvorprüfung hat in dieser Einlieferung kein Druckproblem gefunden.',
  'deposit.preflight.report': 'Bericht der Druckvorprüfung (CSV)',
  'processing.editor.tab.preflight': 'Druckvorprüfung',
  'processing.editor.preflight.intro':
    'Legen Sie für jedes Problem, das die Druckvorprüfung auf den Seiten eines Briefes findet, fest, ob es den Brief auf den Papierkanälen dieses Dienstes ablehnt oder nur den Absender und den Prüfer warnt.',
  'processing.editor.preflight.refuse': 'Lehnt den Brief ab',
  'processing.editor.preflight.warn': 'Nur Warnung',
  'processing.editor.preflight.defaults': 'Standardwerte wiederherstellen',
  'deposit.preflight.filter.refused': 'Druck: abgelehnt',
  'deposit.preflight.filter.warned': 'Druck: Warnungen',
};
