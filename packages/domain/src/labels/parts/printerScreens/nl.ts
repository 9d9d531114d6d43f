import type { Translations } from '../define';
import type { en } from './en';

export const nl: Translations<typeof en> = {
  'printer.status.waiting': 'Wacht op u',
  'printer.status.deposited': 'Ingediend',
  'printer.status.ordered': 'Besteld',
  'printer.status.failed': 'Gestopt',
  'printer.mode.manual': 'Handmatig',
  'printer.mode.automated': 'Automatisch',
  'printer.mode.async': 'Alleen bestand verzenden',
  'printer.files.facts': "{pages} pagina's, {size}",
  'printer.files.deposit': '{name} indienen',
  'printer.files.openLetters': 'De brieven openen',
  'printer.files.openOrder': 'De bestelling openen',
  'printer.files.delete': '{name} verwijderen',
  'printer.files.confirmDelete': 'Het afgedrukte bestand {name} verwijderen?',
  'printer.files.deleteConfirm': 'Verwijderen',
  'printer.files.keep': 'Bewaren',
  'printer.files.deleted': '{name} is verwijderd.',
  'printer.files.ofMode': 'Bestanden afgedrukt in de modus {mode}',
  'printer.home.intro':
    'Druk vanuit elk programma af op de Postbridge-printer: wat u afdrukt, komt hier aan, klaar om te verzenden.',
  'printer.home.mode': 'Printermodus: {mode}.',
  'printer.home.change': 'Wijzigen',
  'printer.home.notInstalled': 'Uw printer is nog niet geïnstalleerd',
  'printer.home.notInstalledHint':
    'Maak uw printertoken en voeg de printer toe aan uw computer: dat duurt een minuut.',
  'printer.home.install': 'De printer installeren',
  'printer.home.waiting': 'Wacht op u',
  'printer.home.noneWaiting': 'Er wacht niets: druk een document af op de Postbridge-printer.',
  'printer.home.latest': 'Laatste',
  'printer.home.noneLatest': 'Er is nog geen afgedrukt bestand ingediend.',
  'printer.modeElsewhere': 'Uw printer staat nu in de modus {mode}: wat u hierna afdrukt, komt niet hier.',
  'printer.manual.intro':
    'Wat u afdrukt, wacht hier: kies een bestand en de dienst en ga verder zoals bij elke indiening.',
  'printer.manual.empty': 'Er is geen bestand afgedrukt in de handmatige modus.',
  'printer.automated.intro':
    'Wat u afdrukt, gaat rechtstreeks naar de gekozen dienst en wordt besteld met de standaardopties, zonder scherm.',
  'printer.automated.empty': 'Er is geen bestand afgedrukt in de automatische modus.',
  'printer.automated.service': 'Afgedrukte bestanden gaan naar de dienst {service}.',
  'printer.async.intro':
    'Wat u afdrukt, wordt alleen bewaard en u krijgt bericht dat het is aangekomen; verzend het wanneer u wilt.',
  'printer.async.empty': 'Er is geen bestand afgedrukt in de modus alleen bestand verzenden.',
  'printer.config.intro':
    'Voeg de Postbridge-printer toe aan uw computer en kies wat er met uw afdrukken gebeurt.',
  'printer.config.installTitle': 'De printer installeren',
  'printer.config.address': 'Printeradres',
  'printer.config.httpAddress': 'Systemen die om een webadres vragen, gebruiken dit:',
  'printer.config.httpAddressLabel': 'Webadres van de printer',
  'printer.config.basic':
    'Systemen die om een gebruikersnaam en wachtwoord vragen, kunnen in plaats daarvan {url} gebruiken, met uw login en uw printertoken als wachtwoord.',
  'printer.config.token': 'Printertoken',
  'printer.config.tokenSet': 'Uw printertoken begint met {prefix} (gemaakt op {date}).',
  'printer.config.noToken': 'U hebt nog geen printertoken: maak er een om de printer te installeren.',
  'printer.config.lastUsed': 'Laatste afdruk: {date}.',
  'printer.config.tokenHint':
    'Het token is alleen van u: wie het heeft, drukt af als u. Een nieuw token vervangt het oude; computers die met het oude zijn ingesteld, moeten opnieuw worden ingesteld.',
  'printer.config.shownOnce':
    'Hier is het printeradres met uw nieuwe token. Kopieer het nu: het wordt maar deze ene keer getoond.',
  'printer.config.makeToken': 'Mijn printertoken maken',
  'printer.config.newToken': 'Een nieuw token maken',
  'printer.config.revoke': 'Het token intrekken',
  'printer.config.revoked':
    'Uw printertoken is ingetrokken: de printer weigert uw afdrukken tot u een nieuw token maakt.',
  'printer.config.copy': 'Kopiëren: {what}',
  'printer.config.copyShort': 'Kopiëren',
  'printer.config.copied': 'Gekopieerd',
  'printer.config.systems': 'Installatie op elk systeem',
  'printer.install.windows.1':
    'Open Instellingen, Bluetooth en apparaten, Printers en scanners, dan Apparaat toevoegen en Handmatig toevoegen.',
  'printer.install.windows.2': 'Kies „Een gedeelde printer op naam selecteren” en plak {url}.',
  'printer.install.windows.3':
    'Kies de „Microsoft IPP Class Driver” als Windows om een stuurprogramma vraagt, en geef de printer een naam.',
  'printer.install.macos.1':
    'Open Systeeminstellingen, Printers en scanners, dan Printer, scanner of fax toevoegen.',
  'printer.install.macos.2': 'Kies in het tabblad IP het protocol IPP en plak het printeradres: {url}.',
  'printer.install.macos.3':
    'Houd „Beveiligde AirPrint” of „Generieke PDF-printer” als stuurprogramma en voeg hem toe.',
  'printer.install.linux.1':
    'Open een terminal op de computer (CUPS is op de meeste distributies geïnstalleerd).',
  'printer.install.linux.2': 'Voer uit: lpadmin -p Postbridge -E -v {url} -m everywhere',
  'printer.install.linux.3': 'Druk een testpagina af: lp -d Postbridge een-bestand.pdf',
  'printer.config.modeTitle': 'Wat er met uw afdrukken gebeurt',
  'printer.config.service': 'Dienst',
  'printer.config.serviceHint': 'De dienst waarin automatisch afdrukken indient, met de standaardopties.',
  'printer.config.serviceRequired': 'Kies de dienst waarin automatisch afdrukken indient.',
  'printer.config.noService': 'Geen enkele dienst staat open voor uw indieningen.',
  'printer.config.save': 'Opslaan',
  'printer.config.saved': 'Uw printerinstellingen zijn opgeslagen.',
};
