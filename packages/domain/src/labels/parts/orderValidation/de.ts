import type { Translations } from '../define';
import type { en } from './en';

// German: exactly the keys of en.ts, the same {placeholders}.
export const de: Translations<typeof en> = {
  'home.quickLinks.validation': 'Die Aufträge prüfen, freigeben oder ablehnen, die auf Sie warten.',
  'validation.openOrder': 'Auftrag {name} freigeben oder ablehnen',
  'validation.selectAll': 'Alle Aufträge auswählen',
  'validation.selectOne': 'Auftrag {name} auswählen',
  'validation.selected': 'Ausgewählt: {count}',
  'validation.validateSelected': 'Ausgewählte Aufträge freigeben',
  'validation.rejectSelected': 'Ausgewählte Aufträge ablehnen',
  'validation.rejectMany': '{count} Aufträge ablehnen',
  'validation.confirmRejectMany': 'Aufträge ablehnen',
  'validation.failed.validate': 'Der Auftrag {name} konnte nicht freigegeben werden: {reason}',
  'validation.failed.reject': 'Der Auftrag {name} konnte nicht abgelehnt werden: {reason}',
  'letters.column.preview': 'Erste Seite',
  'letters.column.address': 'Gedruckte Adresse',
  'letters.identifier': 'Referenz {identifier}',
  'letters.status.byHand': 'Von Hand korrigiert',
  'letters.reason.rewritten': 'Umgeschrieben, wie es die Post des Bestimmungslands verlangt.',
  'letters.reason.destination': 'Bestimmungsland: {country}',
  'letters.preview.open': 'Die Seiten von Brief {position} anzeigen',
  'letters.preview.alt': 'Seite {page} von Brief {position}',
  'letters.preview.deposited':
    'Die Seiten wie eingereicht. Der Probedruck zeigt den Brief so, wie er gedruckt wird.',
  'letters.preview.failed': 'Keine Vorschau',
  'letters.proof.button': 'Probedruck',
  'letters.proof.open': 'Probedruck von Brief {position} erstellen',
  'letters.proof.title': 'Probedruck von Brief {position}',
  'letters.proof.intro':
    'Brief {position} so zusammengestellt, wie er gedruckt wird, mit den Optionen des Auftrags, als Probedruck markiert.',
  'send.split.starts': 'Ein neues Dokument beginnt auf {marker}.',
  'send.split.ends': 'Ein Dokument endet auf {marker}.',
  'send.split.marker.any': 'jeder Seite mit beliebigem Text {where}',
  'send.split.marker.contains': 'jeder Seite, die „{text}“ {where} zeigt',
  'send.split.marker.startsWith': 'jeder Seite, deren Text {where} mit „{text}“ beginnt',
  'send.split.marker.endsWith': 'jeder Seite, deren Text {where} mit „{text}“ endet',
  'send.split.marker.exact': 'jeder Seite, deren Text {where} genau „{text}“ lautet',
  'send.split.marker.pattern': 'jeder Seite, deren Text {where} dem Muster {text} entspricht',
  'send.split.where.header': 'im Kopfbereich',
  'send.split.where.footer': 'im Fußbereich',
  'send.split.where.area': 'im markierten Bereich',
};
