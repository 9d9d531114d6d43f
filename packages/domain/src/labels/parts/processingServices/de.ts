import type { Translations } from '../define';
import type { en } from './en';

export const de: Translations<typeof en> = {
  'processing.home.intro':
    'Legen Sie fest, was Ihre Benutzer einliefern und wie ihre Briefe versendet werden.',
  'processing.home.services.hint':
    'Erstellen, kopieren, aktivieren, exportieren und importieren Sie die Dienste, denen Einlieferungen folgen: Fächer, Aufteilung, Datendateien, Anforderungen und Kanäle.',
  'processing.home.recipientsChoice.hint':
    'Was Empfänger zur Zustellung ihrer Post wählen können, und die Texte, die sie danach fragen.',
  'processing.services.intro':
    'Die Dienste, die einer Organisationseinheit angeboten werden: ihre eigenen und die der Einheiten über ihr.',
  'processing.services.filter.ou': 'Organisationseinheit',
  'processing.services.filter.text': 'Nach Name oder Beschreibung suchen',
  'processing.services.filter.type': 'Typ',
  'processing.services.filter.status': 'Status',
  'processing.services.filter.any': 'Alle',
  'processing.services.status.enabled': 'Aktiviert',
  'processing.services.status.disabled': 'Deaktiviert',
  'processing.services.inconsistent': 'Inkonsistent',
  'processing.services.inconsistent.hint':
    'Ein Kanal, eine Option, eine Ausgabedatei oder ein Metadatum, das dieser Dienst nennt, existiert nicht mehr oder wird nicht mehr angeboten: Bearbeiten Sie den Dienst, um es zu beheben.',
  'processing.services.inherited': 'Von {ou}',
  'processing.services.inheritedAbove': 'Von einer Einheit über Ihrer: nur lesen.',
  'processing.services.type.SIMPLE_UNIQUE': 'Einzelnes Dokument',
  'processing.services.type.SIMPLE_MULTIPLE': 'In Briefe aufgeteilte Dokumente',
  'processing.services.type.ARCHIVE': 'Archiv',
  'processing.services.type.PREPROCESSING': 'Dokumente und Datendateien',
  'processing.services.type.PREPROCESSING_UNIQUE': 'Einzelnes Dokument und Datendateien',
  'processing.services.type.ADVANCED': 'Erweitert',
  'processing.services.typeHint.SIMPLE_UNIQUE':
    'Ein PDF pro Einlieferung; seine Werte werden geprüft, bevor die Einlieferung erfolgt.',
  'processing.services.typeHint.SIMPLE_MULTIPLE':
    'PDFs, die nach Seitenzahl oder nach einer Markierung in Briefe aufgeteilt werden.',
  'processing.services.typeHint.ARCHIVE': 'Ein ZIP-Archiv, dessen Dateien in die Fächer gehen.',
  'processing.services.typeHint.PREPROCESSING':
    'Dokumente, die mit den Datensätzen von Datendateien abgeglichen werden (CSV, feste Breite, JSON).',
  'processing.services.typeHint.PREPROCESSING_UNIQUE':
    'Ein Dokument im Hauptfach, abgeglichen mit den Datensätzen von Datendateien.',
  'processing.services.typeHint.ADVANCED': 'Jede Kombination von Fächern, Eltern und Überlagerungen.',
  'processing.services.column.name': 'Name',
  'processing.services.column.type': 'Typ',
  'processing.services.column.status': 'Status',
  'processing.services.column.updated': 'Letzte Änderung',
  'processing.services.column.actions': 'Aktionen',
  'processing.services.count': '{count} Dienste',
  'processing.services.empty': 'Kein Dienst entspricht diesen Filtern.',
  'processing.services.none': 'Dieser Einheit wird noch kein Dienst angeboten.',
  'processing.services.new': 'Neuer Dienst',
  'processing.services.new.title': 'Typ des neuen Dienstes',
  'processing.services.new.intro':
    'Der Typ bestimmt, welche Fächer eine Einlieferung hat und wie ihre Dateien zu Briefen werden.',
  'processing.services.import': 'Dienst importieren',
  'processing.services.actions': 'Aktionen für {name}',
  'processing.services.edit': 'Bearbeiten',
  'processing.services.copy': 'Kopieren',
  'processing.services.enable': 'Aktivieren',
  'processing.services.disable': 'Deaktivieren',
  'processing.services.export': 'Exportieren',
  'processing.services.delete': 'Löschen',
  'processing.services.enabled.done': 'Der Dienst {name} ist aktiviert.',
  'processing.services.disabled.done': 'Der Dienst {name} ist deaktiviert.',
  'processing.services.exportFailed': 'Der Dienst {name} konnte nicht exportiert werden.',
  'processing.services.cancel': 'Abbrechen',
  'processing.services.close': 'Schließen',
  'processing.services.delete.title': 'Dienst {name} löschen',
  'processing.services.delete.text':
    'Benutzer können in diesen Dienst nicht mehr einliefern. Bereits erfolgte Einlieferungen behalten ihren Verlauf.',
  'processing.services.delete.submit': 'Dienst löschen',
  'processing.services.delete.openJobs':
    'Dieser Dienst hat {openJobs} laufende Einlieferungen und {pendingOrders} Aufträge, die auf Freigabe warten.',
  'processing.services.delete.effect':
    'Wird er trotzdem gelöscht, werden diese {pendingOrders} auf Freigabe wartenden Aufträge abgelehnt; die Einlieferungen bleiben, wie sie sind.',
  'processing.services.delete.force': 'Trotzdem löschen',
  'processing.services.delete.done': 'Der Dienst {name} wurde gelöscht.',
  'processing.services.delete.doneRejected':
    'Der Dienst {name} wurde gelöscht; {count} auf Freigabe wartende Aufträge wurden abgelehnt.',
  'processing.services.import.title': 'Dienst importieren',
  'processing.services.import.text':
    'Eine aus dieser Ansicht exportierte Datei. Der Dienst wird in {ou} angelegt; an seine Fächer angehängte Dateien sind nicht in der Datei und müssen erneut hinzugefügt werden.',
  'processing.services.import.file': 'Dienstdatei',
  'processing.services.import.submit': 'Den Dienst importieren',
  'processing.services.import.failed': 'Nichts wurde importiert: {count} Probleme zu beheben.',
  'processing.services.import.at': '{path}: {text}',
  'processing.services.import.done': 'Der Dienst {name} wurde importiert.',
};
