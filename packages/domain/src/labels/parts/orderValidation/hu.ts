import type { Translations } from '../define';
import type { en } from './en';

// Hungarian: exactly the keys of en.ts, the same {placeholders}.
export const hu: Translations<typeof en> = {
  'home.quickLinks.validation': 'Az Önre váró megbízások ellenőrzése, jóváhagyása vagy elutasítása.',
  'deposit.validation.openOrder': 'A(z) {name} megrendelés jóváhagyása vagy elutasítása',
  'deposit.validation.selectAll': 'Az összes megrendelés kijelölése',
  'deposit.validation.selectOne': 'A(z) {name} megrendelés kijelölése',
  'deposit.validation.selected': 'Kijelölve: {count}',
  'deposit.validation.validateSelected': 'A kijelölt megrendelések jóváhagyása',
  'deposit.validation.rejectSelected': 'A kijelölt megrendelések elutasítása',
  'deposit.validation.rejectMany': '{count} megrendelés elutasítása',
  'deposit.validation.confirmRejectMany': 'A megrendelések elutasítása',
  'deposit.validation.failed.validate': 'A(z) {name} megrendelést nem sikerült jóváhagyni: {reason}',
  'deposit.validation.failed.reject': 'A(z) {name} megrendelést nem sikerült elutasítani: {reason}',
  'deposit.packGroups.column.preview': 'Első oldal',
  'deposit.packGroups.column.address': 'Nyomtatott cím',
  'deposit.packGroups.identifier': 'Hivatkozás: {identifier}',
  'deposit.packGroups.status.byHand': 'Kézzel javítva',
  'deposit.packGroups.reason.rewritten': 'Átírva a célország postájának előírása szerint.',
  'deposit.packGroups.reason.destination': 'Célország: {country}',
  'deposit.packGroups.preview.open': 'A(z) {position}. levél oldalainak megjelenítése',
  'deposit.packGroups.preview.alt': 'A(z) {position}. levél {page}. oldala',
  'deposit.packGroups.preview.deposited':
    'Az oldalak a beadott formájukban. A próbanyomat a levelet úgy mutatja, ahogy nyomtatásra kerül.',
  'deposit.packGroups.preview.failed': 'Nincs előnézet',
  'deposit.packGroups.proof.button': 'Próbanyomat',
  'deposit.packGroups.proof.open': 'A(z) {position}. levél próbanyomatának elkészítése',
  'deposit.packGroups.proof.title': 'A(z) {position}. levél próbanyomata',
  'deposit.packGroups.proof.intro':
    'A(z) {position}. levél úgy összeállítva, ahogy nyomtatásra kerül, a megrendelés beállításaival, próbanyomatként jelölve.',
  'deposit.split.starts': 'Új dokumentum kezdődik {marker}.',
  'deposit.split.ends': 'Egy dokumentum véget ér {marker}.',
  'deposit.split.marker.any': 'minden olyan oldalon, amelyen {where} bármilyen szöveg van',
  'deposit.split.marker.contains': 'minden olyan oldalon, amelyen {where} „{text}” látható',
  'deposit.split.marker.startsWith': 'minden olyan oldalon, amelynek szövege {where} így kezdődik: „{text}”',
  'deposit.split.marker.endsWith': 'minden olyan oldalon, amelynek szövege {where} így végződik: „{text}”',
  'deposit.split.marker.exact': 'minden olyan oldalon, amelynek szövege {where} pontosan „{text}”',
  'deposit.split.marker.pattern':
    'minden olyan oldalon, amelynek szövege {where} illeszkedik a(z) {text} mintára',
  'deposit.split.where.header': 'a fejléc területén',
  'deposit.split.where.footer': 'a lábléc területén',
  'deposit.split.where.area': 'a jelölt területen',
};
