import type { Translations } from '../define';
import type { en } from './en';

export const de: Translations<typeof en> = {
  'processing.split.intro':
    'Wie jede PDF-Datei eines Fachs in Briefe geteilt wird. Legen Sie eine Beispiel-PDF ab, um den Bereich auf ihren Seiten zu platzieren und die entstehenden Briefe vor dem Speichern zu sehen.',
  'processing.split.noPdfBox':
    'Kein Fach dieses Dienstes nimmt PDF-Dateien an. Geben Sie einem Fach im Reiter „Fächer“ den Typ „PDF-Dokumente“.',
  'processing.split.box': 'PDF-Fach',
  'processing.split.kind': 'Wie jede Datei in Briefe geteilt wird',
  'processing.split.kind.none': 'Jede Datei ist ein Brief',
  'processing.split.kind.page': 'Ein Brief alle paar Seiten',
  'processing.split.kind.area': 'Ein Brief beginnt auf jeder Seite, die in einem Bereich einen Text zeigt',
  'processing.split.pagesPerPart': 'Seiten pro Brief',
  'processing.split.pagesPerPartRange': 'Geben Sie eine ganze Zahl von 1 bis {max} ein.',
  'processing.split.value': 'Text, mit dem ein Brief beginnt',
  'processing.split.valueHint':
    'Ein regulärer Ausdruck, der im Text des Bereichs gesucht wird, zum Beispiel ^Page 1/. Leer: Jeder Text im Bereich beginnt einen Brief.',
  'processing.split.area': 'Bereich für die Teilung',
  'processing.split.preview.title': 'Briefe im Beispiel',
  'processing.split.preview.noSample':
    'Legen Sie eine Beispiel-PDF ab, um zu sehen, wie sie in Briefe geteilt wird.',
  'processing.split.preview.reading': 'Das Beispiel wird geteilt…',
  'processing.split.preview.count': 'Gefundene Briefe: {count}',
  'processing.split.preview.partPages': 'Brief {n}: Seiten {from}–{to}',
  'processing.split.preview.partPage': 'Brief {n}: Seite {page}',
  'processing.split.preview.truncated': 'Nur die ersten {read} von {count} Seiten wurden gelesen.',
  'processing.split.preview.pages': 'Text im Bereich, Seite für Seite',
  'processing.split.preview.page': 'Seite',
  'processing.split.preview.text': 'Text im Bereich',
  'processing.split.preview.starts': 'Beginnt einen Brief',
  'processing.split.preview.startsLetter': 'Brief {n}',
  'processing.split.preview.noText': 'Kein Text',
  'processing.split.picker.pageImage': 'Seite {page} des Beispiels',
  'processing.split.picker.text': 'Text im Bereich auf Seite {page}',
  'processing.split.picker.noText': 'Kein Text im Bereich auf dieser Seite.',
  'processing.split.picker.reading': 'Der Bereich wird gelesen…',
  'processing.split.picker.outside':
    'Der Bereich ragt über die Seite hinaus, die {widthMm} × {heightMm} mm misst.',
  'processing.split.picker.typeArea':
    'Ohne Beispiel geben Sie den Bereich in mm ab der oberen linken Ecke der Seite ein.',
  'processing.split.picker.lineTolerance': 'Textzeilen',
  'processing.split.picker.lineTolerance.default': 'Zeichen knapp über oder unter der Zeile mitnehmen',
  'processing.split.picker.lineTolerance.strict': 'Nur Zeichen genau auf der Zeile behalten',
  'processing.split.picker.wordSpace': 'Leerzeichen zwischen Wörtern',
  'processing.split.picker.wordSpace.standard': 'Bei normalen Abständen',
  'processing.split.picker.wordSpace.narrow': 'Auch bei engen Abständen',
  'processing.split.sample.title': 'Beispiel-PDF',
  'processing.split.sample.drop':
    'Legen Sie hier eine PDF ab oder wählen Sie eine aus. Sie dient nur zum Ausprobieren der Einstellungen und wird nicht mit dem Dienst gespeichert.',
  'processing.split.sample.choose': 'PDF auswählen',
  'processing.split.sample.chosen': '{name} · Seiten: {count}',
  'processing.split.sample.replace': 'Ersetzen',
  'processing.split.sample.remove': 'Entfernen',
  'processing.split.sample.sending': 'Das Beispiel wird gesendet…',
  'processing.split.sample.notPdf': '„{name}“ ist keine PDF: Wählen Sie eine PDF-Datei als Beispiel.',
};
