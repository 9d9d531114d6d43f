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
  'letters.column.preview': 'Első oldal',
  'letters.column.address': 'Nyomtatott cím',
  'letters.identifier': 'Hivatkozás: {identifier}',
  'letters.status.byHand': 'Kézzel javítva',
  'letters.reason.rewritten': 'Átírva a célország postájának előírása szerint.',
  'letters.reason.destination': 'Célország: {country}',
  'letters.preview.open': 'A(z) {position}. levél oldalainak megjelenítése',
  'letters.preview.alt': 'A(z) {position}. levél {page}. oldala',
  'letters.preview.deposited':
    'Az oldalak a beadott formájukban. A próbanyomat a levelet úgy mutatja, ahogy nyomtatásra kerül.',
  'letters.preview.failed': 'Nincs előnézet',
  'letters.proof.button': 'Próbanyomat',
  'letters.proof.open': 'A(z) {position}. levél próbanyomatának elkészítése',
  'letters.proof.title': 'A(z) {position}. levél próbanyomata',
  'letters.proof.intro':
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
