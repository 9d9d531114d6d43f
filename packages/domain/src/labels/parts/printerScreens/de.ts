import type { Translations } from '../define';
import type { en } from './en';

export const de: Translations<typeof en> = {
  'printer.status.waiting': 'Wartet auf Sie',
  'printer.status.deposited': 'Eingereicht',
  'printer.status.ordered': 'Beauftragt',
  'printer.status.failed': 'Angehalten',
  'printer.mode.manual': 'Manuell',
  'printer.mode.automated': 'Automatisch',
  'printer.mode.async': 'Nur Datei senden',
  'printer.files.facts': '{pages} Seiten, {size}',
  'printer.files.deposit': '{name} einreichen',
  'printer.files.openLetters': 'Briefe öffnen',
  'printer.files.openOrder': 'Auftrag öffnen',
  'printer.files.delete': '{name} löschen',
  'printer.files.confirmDelete': 'Die gedruckte Datei {name} löschen?',
  'printer.files.deleteConfirm': 'Löschen',
  'printer.files.keep': 'Behalten',
  'printer.files.deleted': '{name} wurde gelöscht.',
  'printer.files.ofMode': 'Im Modus {mode} gedruckte Dateien',
  'printer.home.intro':
    'Drucken Sie aus jedem Programm auf den Postbridge-Drucker: Was Sie drucken, kommt hier an, bereit zum Versand.',
  'printer.home.mode': 'Druckermodus: {mode}.',
  'printer.home.change': 'Ändern',
  'printer.home.notInstalled': 'Ihr Drucker ist noch nicht installiert',
  'printer.home.notInstalledHint':
    'Erstellen Sie Ihr Druckertoken und fügen Sie den Drucker Ihrem Computer hinzu: Das dauert eine Minute.',
  'printer.home.install': 'Drucker installieren',
  'printer.home.waiting': 'Wartet auf Sie',
  'printer.home.noneWaiting': 'Nichts wartet: Drucken Sie ein Dokument auf den Postbridge-Drucker.',
  'printer.home.latest': 'Zuletzt',
  'printer.home.noneLatest': 'Es wurde noch keine gedruckte Datei eingereicht.',
  'printer.modeElsewhere':
    'Ihr Drucker ist jetzt im Modus {mode}: Was Sie als Nächstes drucken, kommt nicht hierher.',
  'printer.manual.intro':
    'Was Sie drucken, wartet hier: Wählen Sie eine Datei und ihren Dienst und machen Sie wie bei jeder Einreichung weiter.',
  'printer.manual.empty': 'Im manuellen Modus wurde keine Datei gedruckt.',
  'printer.automated.intro':
    'Was Sie drucken, geht direkt in den gewählten Dienst und wird mit dessen Standardoptionen beauftragt, ohne Bildschirm.',
  'printer.automated.empty': 'Im automatischen Modus wurde keine Datei gedruckt.',
  'printer.automated.service': 'Gedruckte Dateien gehen an den Dienst {service}.',
  'printer.async.intro':
    'Was Sie drucken, wird nur gespeichert, und Sie werden über den Eingang informiert; senden Sie es, wann Sie möchten.',
  'printer.async.empty': 'Im Modus „Nur Datei senden“ wurde keine Datei gedruckt.',
  'printer.config.intro':
    'Fügen Sie den Postbridge-Drucker Ihrem Computer hinzu und wählen Sie, was mit Ihren Ausdrucken geschieht.',
  'printer.config.installTitle': 'Drucker installieren',
  'printer.config.address': 'Druckeradresse',
  'printer.config.httpAddress': 'Systeme, die eine Webadresse verlangen, nehmen diese:',
  'printer.config.httpAddressLabel': 'Webadresse des Druckers',
  'printer.config.basic':
    'Systeme, die nach Benutzername und Passwort fragen, können stattdessen {url} verwenden, mit Ihrem Login und Ihrem Druckertoken als Passwort.',
  'printer.config.token': 'Druckertoken',
  'printer.config.tokenSet': 'Ihr Druckertoken beginnt mit {prefix} (erstellt am {date}).',
  'printer.config.noToken':
    'Sie haben noch kein Druckertoken: Erstellen Sie eines, um den Drucker zu installieren.',
  'printer.config.lastUsed': 'Letzter Druck: {date}.',
  'printer.config.tokenHint':
    'Das Token gehört nur Ihnen: Wer es hat, druckt in Ihrem Namen. Ein neues Token ersetzt das alte; mit dem alten installierte Computer müssen neu eingerichtet werden.',
  'printer.config.shownOnce':
    'Hier ist die Druckeradresse mit Ihrem neuen Token. Kopieren Sie sie jetzt: Sie wird nur dieses eine Mal angezeigt.',
  'printer.config.makeToken': 'Mein Druckertoken erstellen',
  'printer.config.newToken': 'Neues Token erstellen',
  'printer.config.revoke': 'Token widerrufen',
  'printer.config.revoked':
    'Ihr Druckertoken wurde widerrufen: Der Drucker lehnt Ihre Druckaufträge ab, bis Sie ein neues erstellen.',
  'printer.config.copy': 'Kopieren: {what}',
  'printer.config.copyShort': 'Kopieren',
  'printer.config.copied': 'Kopiert',
  'printer.config.systems': 'Installation auf jedem System',
  'printer.install.windows.1':
    'Öffnen Sie Einstellungen, Bluetooth & Geräte, Drucker & Scanner, dann Gerät hinzufügen und Manuell hinzufügen.',
  'printer.install.windows.2':
    'Wählen Sie „Freigegebenen Drucker über den Namen auswählen“ und fügen Sie {url} ein.',
  'printer.install.windows.3':
    'Wählen Sie den „Microsoft IPP Class Driver“, wenn Windows nach einem Treiber fragt, und benennen Sie den Drucker.',
  'printer.install.macos.1':
    'Öffnen Sie Systemeinstellungen, Drucker & Scanner, dann Drucker, Scanner oder Fax hinzufügen.',
  'printer.install.macos.2':
    'Wählen Sie im Tab IP das Protokoll IPP und fügen Sie die Druckeradresse ein: {url}.',
  'printer.install.macos.3':
    'Behalten Sie „Sicheres AirPrint“ oder „Allgemeiner PDF-Drucker“ als Treiber und fügen Sie ihn hinzu.',
  'printer.install.linux.1':
    'Öffnen Sie ein Terminal auf dem Computer (CUPS ist auf den meisten Distributionen installiert).',
  'printer.install.linux.2': 'Führen Sie aus: lpadmin -p Postbridge -E -v {url} -m everywhere',
  'printer.install.linux.3': 'Drucken Sie eine Testseite: lp -d Postbridge eine-datei.pdf',
  'printer.config.modeTitle': 'Was mit Ihren Ausdrucken geschieht',
  'printer.config.service': 'Dienst',
  'printer.config.serviceHint':
    'Der Dienst, in den automatisches Drucken mit dessen Standardoptionen einreicht.',
  'printer.config.serviceRequired': 'Wählen Sie den Dienst, in den automatisches Drucken einreicht.',
  'printer.config.noService': 'Kein Dienst ist für Ihre Einreichungen offen.',
  'printer.config.save': 'Speichern',
  'printer.config.saved': 'Ihre Druckereinstellungen wurden gespeichert.',
};
