import type { Translations } from '../define';
import type { en } from './en';

// German: exactly the keys of en.ts, the same {placeholders}.
export const de: Translations<typeof en> = {
  'send.upload.resumeTitle': 'Einlieferung',
  'send.upload.backToLetters': 'Zurück zu den Briefen',
  'send.home.services': 'Dienste',
  'send.home.introUnique': 'Fügen Sie das eine zu sendende PDF-Dokument hinzu.',
  'send.home.introSplit': 'Fügen Sie PDF-Dateien hinzu: Der Dienst teilt jede in Briefe auf.',
  'send.home.introArchive': 'Fügen Sie ein ZIP-Archiv hinzu: Seine Dateien gehen in die Fächer des Dienstes.',
  'send.home.introPreprocessing': 'Fügen Sie die Dokumente und die zugehörige Datendatei hinzu.',
  'send.home.introAdvanced': 'Fügen Sie die Dateien jedes Fachs des Dienstes hinzu.',
  'send.home.introForm': 'Füllen Sie die Felder aus und fügen Sie dann die Dateien hinzu.',
  'send.home.behalfLabel': 'Einlieferung für',
  'send.home.behalfHint':
    'Es werden die Dienste des gewählten Benutzers angeboten, und die Einlieferung gehört ihm.',
  'send.home.behalfSelf': 'Mich selbst',
  'send.home.behalfUnavailable': 'Die Benutzer, für die Sie einliefern dürfen, konnten nicht geladen werden.',
  'send.home.behalfBanner': 'Einlieferung im Auftrag von {name}',
  'send.home.noServiceForUser': '{name} hat keinen Dienst für Einlieferungen.',
  'send.home.notTheirService': 'Der gewählte Benutzer darf in diesen Dienst nicht einliefern.',
  'send.home.linkedFile': 'Wählen Sie den Dienst, mit dem „{name}“ gesendet wird.',
  'send.home.noCompatibleBox': 'Kein Fach dieses Dienstes nimmt „{name}“ an.',
  'send.upload.uploaded': 'Hochgeladen',
  'send.upload.percent': '{percent} %',
  'send.upload.progressOf': 'Hochladen von {name}',
  'send.upload.failed': '{name} konnte nicht hochgeladen werden: {reason}',
  'send.upload.namePattern': 'Der Name von „{file}“ wird von „{box}“ nicht angenommen.',
  'send.upload.incompatibleFile':
    'Der Inhalt von „{file}“ ist keine Datei, die „{box}“ lesen kann. Entfernen Sie sie.',
  'send.upload.waitUploads': 'Warten Sie, bis alle Dateien hochgeladen sind.',
  'send.upload.removeFailed': 'Entfernen Sie die rot markierten Dateien, um zu senden.',
  'send.upload.notEnoughFiles': 'Die Anzahl der Dateien reicht nicht aus...',
  'send.upload.jobNotCreated': 'Ihr Auftrag konnte nicht erstellt werden.',
  'send.upload.jobNotFound': 'Der angegebene Auftrag wurde nicht gefunden.',
  'send.upload.hintApposition':
    'Legen Sie hier das PDF ab, das über jedes Dokument gelegt wird, oder wählen Sie es aus.',
  'send.upload.hintArchive':
    'Legen Sie hier ein ZIP-Archiv ab oder wählen Sie es aus: Seine Dateien füllen die anderen Fächer.',
  'send.upload.hintData': 'Legen Sie hier die Datendatei ({format}) ab oder wählen Sie sie aus.',
  'send.upload.formatCsv': 'CSV oder Tabelle',
  'send.upload.formatFixedWidth': 'Text mit fester Breite',
  'send.upload.formatJson': 'JSON',
  'send.upload.formatSkipLines': 'Text mit Trennzeichen',
  'send.upload.splitNone': 'Jede Datei ist ein Dokument.',
  'send.upload.splitPage': 'Alle {n} Seiten beginnt ein neues Dokument.',
  'send.upload.splitArea':
    'Ein neues Dokument beginnt auf jeder Seite, die „{value}“ im markierten Bereich zeigt.',
  'send.upload.countAtLeast': 'Benötigte Dateien: mindestens {min}.',
  'send.upload.countOne': 'Eine Datei.',
  'send.upload.countExactly': 'Genau {n} Dateien.',
  'send.upload.countRange': '{min} bis {max} Dateien.',
  'send.metadata.choose': 'Wert wählen',
  'send.metadata.maxLines': 'Höchstens {maxLines} Zeilen.',
  'send.metadata.fix': 'Ausfüllen oder korrigieren: {names}.',
  'send.metadata.jobNameHint': 'Leer gelassen, erhält die Einlieferung den Namen ihrer Hauptdatei.',
};
