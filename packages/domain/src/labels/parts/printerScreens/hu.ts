import type { Translations } from '../define';
import type { en } from './en';

export const hu: Translations<typeof en> = {
  'printer.status.waiting': 'Önre vár',
  'printer.status.deposited': 'Beküldve',
  'printer.status.ordered': 'Megrendelve',
  'printer.status.failed': 'Leállt',
  'printer.mode.manual': 'Kézi',
  'printer.mode.automated': 'Automatikus',
  'printer.mode.async': 'Csak fájlküldés',
  'printer.files.facts': '{pages} oldal, {size}',
  'printer.files.deposit': '{name} beküldése',
  'printer.files.openLetters': 'Levelei megnyitása',
  'printer.files.openOrder': 'Megrendelése megnyitása',
  'printer.files.delete': '{name} törlése',
  'printer.files.confirmDelete': 'Törli a(z) {name} nyomtatott fájlt?',
  'printer.files.deleteConfirm': 'Törlés',
  'printer.files.keep': 'Megtartás',
  'printer.files.deleted': 'A(z) {name} törölve.',
  'printer.files.ofMode': '{mode} módban nyomtatott fájlok',
  'printer.home.intro':
    'Nyomtasson bármely programból a Postbridge nyomtatóra: amit kinyomtat, ide érkezik, küldésre készen.',
  'printer.home.mode': 'Nyomtató módja: {mode}.',
  'printer.home.change': 'Módosítás',
  'printer.home.notInstalled': 'A nyomtatója még nincs telepítve',
  'printer.home.notInstalledHint':
    'Hozza létre a nyomtatótokenjét, és adja hozzá a nyomtatót a számítógépéhez: egy percig tart.',
  'printer.home.install': 'A nyomtató telepítése',
  'printer.home.waiting': 'Önre vár',
  'printer.home.noneWaiting': 'Semmi sem vár: nyomtasson egy dokumentumot a Postbridge nyomtatóra.',
  'printer.home.latest': 'Legutóbbiak',
  'printer.home.noneLatest': 'Még nem küldtek be nyomtatott fájlt.',
  'printer.modeElsewhere': 'A nyomtatója most {mode} módban van: amit legközelebb nyomtat, nem ide érkezik.',
  'printer.manual.intro':
    'Amit kinyomtat, itt vár: válasszon fájlt és szolgáltatást, majd folytassa, mint bármely beküldésnél.',
  'printer.manual.empty': 'Kézi módban nem nyomtattak fájlt.',
  'printer.automated.intro':
    'Amit kinyomtat, egyenesen a választott szolgáltatásba kerül, és annak alapbeállításaival rendelődik meg, képernyő nélkül.',
  'printer.automated.empty': 'Automatikus módban nem nyomtattak fájlt.',
  'printer.automated.service': 'A nyomtatott fájlok a(z) {service} szolgáltatásba kerülnek.',
  'printer.async.intro':
    'Amit kinyomtat, csak tárolódik, és értesítést kap az érkezéséről; küldje el, amikor szeretné.',
  'printer.async.empty': 'Csak fájlküldés módban nem nyomtattak fájlt.',
  'printer.config.intro':
    'Adja hozzá a Postbridge nyomtatót a számítógépéhez, és válassza ki, mi történjen azzal, amit nyomtat.',
  'printer.config.installTitle': 'A nyomtató telepítése',
  'printer.config.address': 'Nyomtató címe',
  'printer.config.httpAddress': 'A webcímet kérő rendszerek ezt használják:',
  'printer.config.httpAddressLabel': 'A nyomtató webcíme',
  'printer.config.basic':
    'A felhasználónevet és jelszót kérő rendszerek helyette a(z) {url} címet is használhatják, a bejelentkezési nevével és a nyomtatótokenjével mint jelszóval.',
  'printer.config.token': 'Nyomtatótoken',
  'printer.config.tokenSet': 'A nyomtatótokenje így kezdődik: {prefix} (létrehozva: {date}).',
  'printer.config.noToken': 'Még nincs nyomtatótokenje: hozzon létre egyet a nyomtató telepítéséhez.',
  'printer.config.lastUsed': 'Utolsó nyomtatás: {date}.',
  'printer.config.tokenHint':
    'A token csak az öné: aki birtokolja, az ön nevében nyomtat. Az új token felváltja a régit, és a régivel telepített számítógépeket újra kell telepíteni.',
  'printer.config.shownOnce':
    'Íme a nyomtató címe az új tokennel. Másolja most: csak ez egyszer jelenik meg.',
  'printer.config.makeToken': 'Nyomtatótoken létrehozása',
  'printer.config.newToken': 'Új token létrehozása',
  'printer.config.revoke': 'A token visszavonása',
  'printer.config.revoked':
    'A nyomtatótokenjét visszavonták: a nyomtató elutasítja a nyomtatásait, amíg újat nem hoz létre.',
  'printer.config.copy': 'Másolás: {what}',
  'printer.config.copyShort': 'Másolás',
  'printer.config.copied': 'Másolva',
  'printer.config.systems': 'Telepítés az egyes rendszereken',
  'printer.install.windows.1':
    'Nyissa meg a Beállítások, Bluetooth és eszközök, Nyomtatók és szkennerek pontot, majd az Eszköz hozzáadása és a Manuális hozzáadás gombot.',
  'printer.install.windows.2':
    'Válassza a „Megosztott nyomtató kiválasztása név alapján” lehetőséget, és illessze be: {url}.',
  'printer.install.windows.3':
    'Válassza a „Microsoft IPP Class Driver” illesztőprogramot, ha a Windows kér egyet, és nevezze el a nyomtatót.',
  'printer.install.macos.1':
    'Nyissa meg a Rendszerbeállítások, Nyomtatók és szkennerek pontot, majd a Nyomtató, szkenner vagy fax hozzáadása gombot.',
  'printer.install.macos.2':
    'Az IP lapon válassza az IPP protokollt, és illessze be a nyomtató címét: {url}.',
  'printer.install.macos.3':
    'Hagyja meg a „Biztonságos AirPrint” vagy az „Általános PDF-nyomtató” illesztőprogramot, és adja hozzá.',
  'printer.install.linux.1':
    'Nyisson terminált a számítógépen (a CUPS a legtöbb disztribúción telepítve van).',
  'printer.install.linux.2': 'Futtassa: lpadmin -p Postbridge -E -v {url} -m everywhere',
  'printer.install.linux.3': 'Nyomtasson tesztoldalt: lp -d Postbridge egy-fajl.pdf',
  'printer.config.modeTitle': 'Mi történjen azzal, amit nyomtat',
  'printer.config.service': 'Szolgáltatás',
  'printer.config.serviceHint':
    'A szolgáltatás, amelybe az automatikus nyomtatás az alapbeállításokkal beküld.',
  'printer.config.serviceRequired': 'Válassza ki, melyik szolgáltatásba küldjön be az automatikus nyomtatás.',
  'printer.config.noService': 'Egyetlen szolgáltatás sem fogad beküldést öntől.',
  'printer.config.save': 'Mentés',
  'printer.config.saved': 'A nyomtatóbeállításai mentve.',
};
