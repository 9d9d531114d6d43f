import type { Translations } from '../define';
import type { en } from './en';

// Hungarian: exactly the keys of en.ts, the same {placeholders}.
export const hu: Translations<typeof en> = {
  'home.quickLinks.validation': 'Az Önre váró megbízások ellenőrzése, jóváhagyása vagy elutasítása.',
  'validation.openOrder': 'A(z) {name} megrendelés jóváhagyása vagy elutasítása',
  'validation.selectAll': 'Az összes megrendelés kijelölése',
  'validation.selectOne': 'A(z) {name} megrendelés kijelölése',
  'validation.selected': 'Kijelölve: {count}',
  'validation.validateSelected': 'A kijelölt megrendelések jóváhagyása',
  'validation.rejectSelected': 'A kijelölt megrendelések elutasítása',
  'validation.rejectMany': '{count} megrendelés elutasítása',
  'validation.confirmRejectMany': 'A megrendelések elutasítása',
  'validation.failed.validate': 'A(z) {name} megrendelést nem sikerült jóváhagyni: {reason}',
  'validation.failed.reject': 'A(z) {name} megrendelést nem sikerült elutasítani: {reason}',
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
  'send.split.starts': 'Új dokumentum kezdődik {marker}.',
  'send.split.ends': 'Egy dokumentum véget ér {marker}.',
  'send.split.marker.any': 'minden olyan oldalon, amelyen {where} bármilyen szöveg van',
  'send.split.marker.contains': 'minden olyan oldalon, amelyen {where} „{text}” látható',
  'send.split.marker.startsWith': 'minden olyan oldalon, amelynek szövege {where} így kezdődik: „{text}”',
  'send.split.marker.endsWith': 'minden olyan oldalon, amelynek szövege {where} így végződik: „{text}”',
  'send.split.marker.exact': 'minden olyan oldalon, amelynek szövege {where} pontosan „{text}”',
  'send.split.marker.pattern':
    'minden olyan oldalon, amelynek szövege {where} illeszkedik a(z) {text} mintára',
  'send.split.where.header': 'a fejléc területén',
  'send.split.where.footer': 'a lábléc területén',
  'send.split.where.area': 'a jelölt területen',
};
