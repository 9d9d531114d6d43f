import type { Translations } from '../define';
import type { en } from './en';

export const hu: Translations<typeof en> = {
  'deposit.preflight.state.refused': 'Nyomtatás: elutasítva ezeken: {channels}',
  'deposit.preflight.state.warned': 'Nyomtatási figyelmeztetések: {n}',
  'deposit.preflight.state.clean': 'Nincs nyomtatási probléma',
  'deposit.preflight.tab': 'Nyomdai előellenőrzés',
  'deposit.preflight.none': 'Az előellenőrzés nem talált ezen a levélen semmit, amit egy nyomda elutasítana.',
  'deposit.preflight.findings': 'A nyomdai előellenőrzés eredményei',
  'deposit.preflight.page': 'A feladott fájl {page}. oldala',
  'deposit.preflight.wholeLetter': 'Az egész levél',
  'deposit.preflight.channels': 'Csatornák: {channels}',
  'deposit.preflight.pageAlt': 'A feladott fájl {page}. oldala',
  'deposit.preflight.area':
    'Érintett terület: {left} mm a bal széltől, {top} mm a felső széltől, {width} × {height} mm',
  'deposit.preflight.wholePage': 'Érintett terület: az egész oldal',
  'deposit.preflight.noPage': 'Ez az eredmény az egész levélre vonatkozik, nem egy oldalra.',
  'deposit.preflight.summary': 'Nyomdai előellenőrzés',
  'deposit.preflight.count': '{name}: {n}',
  'deposit.preflight.nothingFound': 'Az előellenőrzés nem talált nyomtatási problémát ebben a feladásban.',
  'deposit.preflight.report': 'az előellenőrzés jelentése (CSV)',
  'processing.editor.tab.preflight': 'Nyomdai előellenőrzés',
  'processing.editor.preflight.intro':
    'Minden problémánál, amelyet az előellenőrzés egy levél oldalain talál, válassza ki, hogy elutasítja-e a levelet a szolgáltatás papíralapú csatornáin, vagy csak figyelmezteti a feladót és a jóváhagyót.',
  'processing.editor.preflight.refuse': 'Elutasítja a levelet',
  'processing.editor.preflight.warn': 'Csak figyelmeztetés',
  'processing.editor.preflight.defaults': 'Alapértelmezések visszaállítása',
  'deposit.preflight.filter.refused': 'Nyomtatás: elutasítva',
  'deposit.preflight.filter.warned': 'Nyomtatás: figyelmeztetések',
};
