import type { Translations } from '../define';
import type { en } from './en';

export const hu: Translations<typeof en> = {
  'preflight.pageSize':
    'Az oldal {width} × {height} mm; a csatorna {format} méretre nyomtat. Alakítsa az oldalt {format} méretűre.',
  'preflight.orientation':
    'Az oldal fekvő tájolású; a csatorna álló {format} méretre nyomtat. Fordítsa állóra az oldalt.',
  'preflight.unprintableEdge':
    'Valami az oldal szélétől {edge} mm-en belül van, ahová a nyomtatók nem nyomtatnak.',
  'preflight.addressWindow':
    'A boríték ablakában vagy közvetlenül mellette a címen kívül más is látszik (logó, vonal, túl közeli szöveg). A kézbesítő nem biztos, hogy el tudja olvasni a címet.',
  'preflight.technicalArea':
    'Az oldalon tartalom van ott, ahová a csatorna a(z) {type} területét nyomtatja: felülnyomnák.',
  'preflight.fontNotEmbedded':
    'A(z) {font} betűtípus nincs beágyazva; {substitute} betűtípussal nyomtatjuk, amelynek ugyanazok a betűszélességei.',
  'preflight.fontNotSubstitutable':
    'A(z) {font} betűtípus nincs beágyazva, és nincs azonos betűszélességű betűtípus, amely helyettesíthetné: a szöveg nem úgy nyomtatódna, ahogy írták.',
  'preflight.type3Font':
    'A(z) {font} Type 3 betűtípus (rajzolt betűk, gyakran képek), amelyet a nyomtatók rosszul adnak vissza.',
  'preflight.lowResolution':
    'Egy kép nyomtatási méretben {dpi} dpi; éles nyomtatáshoz legalább {minimum} dpi kell.',
  'preflight.colourOnBlackAndWhite':
    'Az oldal színes; a csatorna fekete-fehéren nyomtat. Válasszon színes opciót a színes nyomtatáshoz (drágább).',
  'preflight.envelopeCapacity':
    'A levél {sheets} lap; egy {envelope} boríték {capacity} lapot fogad. Válasszon nagyobb borítékot, vagy ossza fel a levelet.',
  'preflight.code.pageSize': 'Oldalméret',
  'preflight.code.orientation': 'Tájolás',
  'preflight.code.unprintableEdge': 'Nem nyomtatható szél',
  'preflight.code.addressWindow': 'Címablak',
  'preflight.code.technicalArea': 'Technikai területek',
  'preflight.code.fontNotEmbedded': 'Nem beágyazott betűtípus',
  'preflight.code.fontNotSubstitutable': 'Nem helyettesíthető betűtípus',
  'preflight.code.type3Font': 'Type 3 betűtípus',
  'preflight.code.lowResolution': 'Képfelbontás',
  'preflight.code.colourOnBlackAndWhite': 'Szín fekete-fehér csatornán',
  'preflight.code.envelopeCapacity': 'Boríték befogadóképessége',
  'preflight.severity.refuse': 'Elutasítva',
  'preflight.severity.warn': 'Figyelmeztetés',
};
