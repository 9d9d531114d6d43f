import type { Translations } from '../define';
import type { en } from './en';

// German: exactly the keys of en.ts, the same {placeholders}.
export const de: Translations<typeof en> = {
  'home.quickLinks.validation': 'Die Aufträge prüfen, freigeben oder ablehnen, die auf Sie warten.',
  'deposit.validation.openOrder': 'Auftrag {name} freigeben oder ablehnen',
  'deposit.validation.selectAll': 'Alle Aufträge auswählen',
  'deposit.validation.selectOne': 'Auftrag {name} auswählen',
  'deposit.validation.selected': 'Ausgewählt: {count}',
  'deposit.validation.validateSelected': 'Ausgewählte Aufträge freigeben',
  'deposit.validation.rejectSelected': 'Ausgewählte Aufträge ablehnen',
  'deposit.validation.rejectMany': '{count} Aufträge ablehnen',
  'deposit.validation.confirmRejectMany': 'Aufträge ablehnen',
  'deposit.validation.failed.validate': 'Der Auftrag {name} konnte nicht freigegeben werden: {reason}',
  'deposit.validation.failed.reject': 'Der Auftrag {name} konnte nicht abgelehnt werden: {reason}',
  'deposit.packGroups.column.preview': 'Erste Seite',
  'deposit.packGroups.column.address': 'Gedruckte Adresse',
  'deposit.packGroups.identifier': 'Referenz {identifier}',
  'deposit.packGroups.status.byHand': 'Von Hand korrigiert',
  'deposit.packGroups.reason.rewritten': 'Umgeschrieben, wie es die Post des Bestimmungslands verlangt.',
  'deposit.packGroups.reason.destination': 'Bestimmungsland: {country}',
  'deposit.packGroups.preview.open': 'Die Seiten von Brief {position} anzeigen',
  'deposit.packGroups.preview.alt': 'Seite {page} von Brief {position}',
  'deposit.packGroups.preview.deposited':
    'Die Seiten wie eingereicht. Der Probedruck zeigt den Brief so, wie er gedruckt wird.',
  'deposit.packGroups.preview.failed': 'Keine Vorschau',
  'deposit.packGroups.proof.button': 'Probedruck',
  'deposit.packGroups.proof.open': 'Probedruck von Brief {position} erstellen',
  'deposit.packGroups.proof.title': 'Probedruck von Brief {position}',
  'deposit.packGroups.proof.intro':
    'Brief {position} so zusammengestellt, wie er gedruckt wird, mit den Optionen des Auftrags, als Probedruck markiert.',
  'deposit.split.starts': 'Ein neues Dokument beginnt auf {marker}.',
  'deposit.split.ends': 'Ein Dokument endet auf {marker}.',
  'deposit.split.marker.any': 'jeder Seite mit beliebigem Text {where}',
  'deposit.split.marker.contains': 'jeder Seite, die „{text}“ {where} zeigt',
  'deposit.split.marker.startsWith': 'jeder Seite, deren Text {where} mit „{text}“ beginnt',
  'deposit.split.marker.endsWith': 'jeder Seite, deren Text {where} mit „{text}“ endet',
  'deposit.split.marker.exact': 'jeder Seite, deren Text {where} genau „{text}“ lautet',
  'deposit.split.marker.pattern': 'jeder Seite, deren Text {where} dem Muster {text} entspricht',
  'deposit.split.where.header': 'im Kopfbereich',
  'deposit.split.where.footer': 'im Fußbereich',
  'deposit.split.where.area': 'im markierten Bereich',
};
