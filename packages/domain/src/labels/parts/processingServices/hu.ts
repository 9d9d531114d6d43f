import type { Translations } from '../define';
import type { en } from './en';

export const hu: Translations<typeof en> = {
  'processing.home.intro': 'Állítsa be, mit adnak fel a felhasználói, és hogyan küldik el a leveleiket.',
  'processing.home.services.hint':
    'Hozza létre, másolja, engedélyezze, exportálja és importálja a szolgáltatásokat, amelyeket a feladások követnek: tálcák, felosztás, adatfájlok, követelmények és csatornák.',
  'processing.home.recipientsChoice.hint':
    'Mit választhatnak a címzettek arról, hogyan kapják a postájukat, és a szövegek, amelyek ezt megkérdezik tőlük.',
  'processing.services.intro':
    'Egy szervezeti egységnek kínált szolgáltatások: a sajátjai és a felette álló egységeké.',
  'processing.services.filter.ou': 'Szervezeti egység',
  'processing.services.filter.text': 'Keresés név vagy leírás szerint',
  'processing.services.filter.type': 'Típus',
  'processing.services.filter.status': 'Állapot',
  'processing.services.filter.any': 'Bármely',
  'processing.services.status.enabled': 'Engedélyezve',
  'processing.services.status.disabled': 'Letiltva',
  'processing.services.inconsistent': 'Ellentmondásos',
  'processing.services.inconsistent.hint':
    'Egy csatorna, opció, kimeneti fájl vagy metaadat, amelyet ez a szolgáltatás megnevez, már nem létezik vagy már nem elérhető: a javításhoz szerkessze a szolgáltatást.',
  'processing.services.inherited': 'Innen: {ou}',
  'processing.services.inheritedAbove': 'Az Ön egysége feletti egységtől: csak olvasható.',
  'processing.services.type.SIMPLE_UNIQUE': 'Egyetlen dokumentum',
  'processing.services.type.SIMPLE_MULTIPLE': 'Levelekre bontott dokumentumok',
  'processing.services.type.ARCHIVE': 'Archívum',
  'processing.services.type.PREPROCESSING': 'Dokumentumok és adatfájlok',
  'processing.services.type.PREPROCESSING_UNIQUE': 'Egyetlen dokumentum és adatfájlok',
  'processing.services.type.ADVANCED': 'Haladó',
  'processing.services.typeHint.SIMPLE_UNIQUE':
    'Feladásonként egy PDF; az értékeit a feladás előtt ellenőrizzük.',
  'processing.services.typeHint.SIMPLE_MULTIPLE': 'Oldalszám vagy jelölő szerint levelekre bontott PDF-ek.',
  'processing.services.typeHint.ARCHIVE': 'Egy ZIP-archívum, amelynek fájljai a tálcákba kerülnek.',
  'processing.services.typeHint.PREPROCESSING':
    'Adatfájlok rekordjaival párosított dokumentumok (CSV, rögzített szélesség, JSON).',
  'processing.services.typeHint.PREPROCESSING_UNIQUE':
    'Egy dokumentum a fő tálcában, adatfájlok rekordjaival párosítva.',
  'processing.services.typeHint.ADVANCED': 'Tálcák, szülők és rányomatok bármilyen kombinációja.',
  'processing.services.column.name': 'Név',
  'processing.services.column.type': 'Típus',
  'processing.services.column.status': 'Állapot',
  'processing.services.column.updated': 'Utolsó módosítás',
  'processing.services.column.actions': 'Műveletek',
  'processing.services.count': '{count} szolgáltatás',
  'processing.services.empty': 'Egyetlen szolgáltatás sem felel meg ezeknek a szűrőknek.',
  'processing.services.none': 'Ennek az egységnek még nem kínálnak szolgáltatást.',
  'processing.services.new': 'Új szolgáltatás',
  'processing.services.new.title': 'Az új szolgáltatás típusa',
  'processing.services.new.intro':
    'A típus dönti el, milyen tálcái vannak egy feladásnak, és hogyan lesznek a fájljaiból levelek.',
  'processing.services.import': 'Szolgáltatás importálása',
  'processing.services.actions': 'Műveletek: {name}',
  'processing.services.edit': 'Szerkesztés',
  'processing.services.copy': 'Másolás',
  'processing.services.enable': 'Engedélyezés',
  'processing.services.disable': 'Letiltás',
  'processing.services.export': 'Exportálás',
  'processing.services.delete': 'Törlés',
  'processing.services.enabled.done': 'A(z) {name} szolgáltatás engedélyezve.',
  'processing.services.disabled.done': 'A(z) {name} szolgáltatás letiltva.',
  'processing.services.exportFailed': 'A(z) {name} szolgáltatást nem sikerült exportálni.',
  'processing.services.cancel': 'Mégse',
  'processing.services.close': 'Bezárás',
  'processing.services.delete.title': 'A(z) {name} szolgáltatás törlése',
  'processing.services.delete.text':
    'A felhasználók többé nem adhatnak fel ebbe a szolgáltatásba. A már megtörtént feladások megtartják az előzményeiket.',
  'processing.services.delete.submit': 'A szolgáltatás törlése',
  'processing.services.delete.openJobs':
    'Ennek a szolgáltatásnak {openJobs} folyamatban lévő feladása és {pendingOrders} jóváhagyásra váró megrendelése van.',
  'processing.services.delete.effect':
    'Ha mégis törli, az a(z) {pendingOrders} jóváhagyásra váró megrendelést elutasítja; a feladások változatlanok maradnak.',
  'processing.services.delete.force': 'Törlés mégis',
  'processing.services.delete.done': 'A(z) {name} szolgáltatás törölve.',
  'processing.services.delete.doneRejected':
    'A(z) {name} szolgáltatás törölve; {count} jóváhagyásra váró megrendelés elutasítva.',
  'processing.services.import.title': 'Szolgáltatás importálása',
  'processing.services.import.text':
    'Erről a képernyőről exportált fájl. A szolgáltatás itt jön létre: {ou}; a tálcáihoz csatolt fájlok nincsenek a fájlban, ezeket újra hozzá kell adni.',
  'processing.services.import.file': 'Szolgáltatásfájl',
  'processing.services.import.submit': 'A szolgáltatás importálása',
  'processing.services.import.failed': 'Semmi sem lett importálva: {count} javítandó probléma.',
  'processing.services.import.at': '{path}: {text}',
  'processing.services.import.done': 'A(z) {name} szolgáltatás importálva.',
};
