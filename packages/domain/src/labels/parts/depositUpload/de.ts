import type { Translations } from '../define';
import type { en } from './en';

// German: exactly the keys of en.ts, the same {placeholders}.
export const de: Translations<typeof en> = {
  'deposit.upload.resumeTitle': 'Einlieferung',
  'deposit.upload.backToLetters': 'Zurück zu den Briefen',
  'deposit.home.services': 'Dienste',
  'deposit.home.introUnique': 'Fügen Sie das eine zu sendende PDF-Dokument hinzu.',
  'deposit.home.introSplit': 'Fügen Sie PDF-Dateien hinzu: Der Dienst teilt jede in Briefe auf.',
  'deposit.home.introArchive':
    'Fügen Sie ein ZIP-Archiv hinzu: Seine Dateien gehen in die Fächer des Dienstes.',
  'deposit.home.introPreprocessing': 'Fügen Sie die Dokumente und die zugehörige Datendatei hinzu.',
  'deposit.home.introAdvanced': 'Fügen Sie die Dateien jedes Fachs des Dienstes hinzu.',
  'deposit.home.introForm': 'Füllen Sie die Felder aus und fügen Sie dann die Dateien hinzu.',
  'deposit.home.behalfLabel': 'Einlieferung für',
  'deposit.home.behalfHint':
    'Es werden die Dienste des gewählten Benutzers angeboten, und die Einlieferung gehört ihm.',
  'deposit.home.behalfSelf': 'Mich selbst',
  'deposit.home.behalfUnavailable':
    'Die Benutzer, für die Sie einliefern dürfen, konnten nicht geladen werden.',
  'deposit.home.behalfBanner': 'Einlieferung im Auftrag von {name}',
  'deposit.home.noServiceForUser': '{name} hat keinen Dienst für Einlieferungen.',
  'deposit.home.notTheirService': 'Der gewählte Benutzer darf in diesen Dienst nicht einliefern.',
  'deposit.home.linkedFile': 'Wählen Sie den Dienst, mit dem „{name}“ gesendet wird.',
  'deposit.home.noCompatibleBox': 'Kein Fach dieses Dienstes nimmt „{name}“ an.',
  'deposit.upload.uploaded': 'Hochgeladen',
  'deposit.upload.percent': '{percent} %',
  'deposit.upload.progressOf': 'Hochladen von {name}',
  'deposit.upload.failed': '{name} konnte nicht hochgeladen werden: {reason}',
  'deposit.upload.namePattern': 'Der Name von „{file}“ wird von „{box}“ nicht angenommen.',
  'deposit.upload.incompatibleFile':
    'Der Inhalt von „{file}“ ist keine Datei, die „{box}“ lesen kann. Entfernen Sie sie.',
  'deposit.upload.waitUploads': 'Warten Sie, bis alle Dateien hochgeladen sind.',
  'deposit.upload.removeFailed': 'Entfernen Sie die rot markierten Dateien, um zu senden.',
  'deposit.upload.notEnoughFiles': 'Die Anzahl der Dateien reicht nicht aus...',
  'deposit.upload.jobNotCreated': 'Ihr Auftrag konnte nicht erstellt werden.',
  'deposit.upload.jobNotFound': 'Der angegebene Auftrag wurde nicht gefunden.',
  'deposit.upload.hintApposition':
    'Legen Sie hier das PDF ab, das über jedes Dokument gelegt wird, oder wählen Sie es aus.',
  'deposit.upload.hintArchive':
    'Legen Sie hier ein ZIP-Archiv ab oder wählen Sie es aus: Seine Dateien füllen die anderen Fächer.',
  'deposit.upload.hintData': 'Legen Sie hier die Datendatei ({format}) ab oder wählen Sie sie aus.',
  'deposit.upload.formatCsv': 'CSV oder Tabelle',
  'deposit.upload.formatFixedWidth': 'Text mit fester Breite',
  'deposit.upload.formatJson': 'JSON',
  'deposit.upload.formatSkipLines': 'Text mit Trennzeichen',
  'deposit.upload.splitNone': 'Jede Datei ist ein Dokument.',
  'deposit.upload.splitPage': 'Alle {n} Seiten beginnt ein neues Dokument.',
  'deposit.upload.countAtLeast': 'Benötigte Dateien: mindestens {min}.',
  'deposit.upload.countOne': 'Eine Datei.',
  'deposit.upload.countExactly': 'Genau {n} Dateien.',
  'deposit.upload.countRange': '{min} bis {max} Dateien.',
  'deposit.metadata.choose': 'Wert wählen',
  'deposit.metadata.maxLines': 'Höchstens {maxLines} Zeilen.',
  'deposit.metadata.fix': 'Ausfüllen oder korrigieren: {names}.',
  'deposit.metadata.jobNameHint': 'Leer gelassen, erhält die Einlieferung den Namen ihrer Hauptdatei.',
};
