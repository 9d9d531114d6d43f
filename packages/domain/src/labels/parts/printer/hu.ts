import type { Translations } from '../define';
import type { en } from './en';

export const hu: Translations<typeof en> = {
  'printer.error.fileNotFound': 'Ez a nyomtatott fájl nem található.',
  'printer.error.alreadyOrdered': 'Ezt a nyomtatott fájlt már megrendelték: nem adható be újra.',
  'printer.error.stillDeposited': 'Ez a nyomtatott fájl egy beadáshoz tartozik: nem törölhető.',
  'printer.error.noCompatibleBox': 'A nyomtató szolgáltatásának nincs PDF-et elfogadó fájlhelye.',
  'printer.error.uploadError': 'A nyomtatott dokumentum nem érkezett meg. Kérjük, nyomtassa ki újra.',
  'printer.error.noService':
    'Az automatikus nyomtatáshoz szolgáltatás kell: válassza ki a nyomtató beállításaiban.',
  'printer.error.processingFailed': 'A nyomtatott dokumentumot nem sikerült levelekre bontani.',
  'printer.error.lettersRefused': 'A nyomtatott dokumentum néhány levele nem küldhető el.',
  'printer.error.orderRefused': 'A nyomtatott dokumentum megrendelését elutasították.',
  'printer.notification.printed.subject': '{appName}: „{name}” kinyomtatva',
  'printer.notification.printed.text':
    'A(z) „{name}” dokumentum ({pages} oldal) megérkezett a virtuális nyomtatóra. Nyissa meg a(z) {appName} alkalmazást az elküldéséhez: {link}',
  'printer.notification.printed.html':
    '<p>A(z) <strong>{name}</strong> dokumentum ({pages} oldal) megérkezett a virtuális nyomtatóra.</p><p><a href="{link}">Nyissa meg a(z) {appName} alkalmazást</a> az elküldéséhez.</p>',
  'printer.notification.failed.subject': '{appName}: „{name}” nem küldhető el',
  'printer.notification.failed.text':
    'A(z) „{name}” nyomtatott dokumentumot nem sikerült automatikusan elküldeni: {reason}\n\nNyissa meg a(z) {appName} alkalmazást a megtekintéséhez: {link}',
  'printer.notification.failed.html':
    '<p>A(z) <strong>{name}</strong> nyomtatott dokumentumot nem sikerült automatikusan elküldeni: {reason}</p><p><a href="{link}">Nyissa meg a(z) {appName} alkalmazást</a> a megtekintéséhez.</p>',
};
