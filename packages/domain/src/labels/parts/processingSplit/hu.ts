import type { Translations } from '../define';
import type { en } from './en';

export const hu: Translations<typeof en> = {
  'processing.split.intro':
    'Hogyan bontjuk levelekre egy rekesz minden PDF-jét. Húzzon ide egy minta PDF-et, hogy elhelyezze a területet az oldalain, és mentés előtt lássa a kapott leveleket.',
  'processing.split.noPdfBox':
    'A szolgáltatás egyik rekesze sem fogad PDF-fájlokat. Adjon egy rekesznek „PDF-dokumentumok” típust a Rekeszek lapon.',
  'processing.split.box': 'PDF-rekesz',
  'processing.split.kind': 'Hogyan bontjuk levelekre a fájlokat',
  'processing.split.kind.none': 'Minden fájl egy levél',
  'processing.split.kind.page': 'Néhány oldalanként egy levél',
  'processing.split.kind.area': 'Új levél kezdődik minden oldalon, amelynek egy területén szöveg látható',
  'processing.split.pagesPerPart': 'Oldalak levelenként',
  'processing.split.pagesPerPartRange': 'Adjon meg egy egész számot 1 és {max} között.',
  'processing.split.value': 'A levelet kezdő szöveg',
  'processing.split.valueHint':
    'A terület szövegében keresett reguláris kifejezés, például ^Page 1/. Üresen: a területen lévő bármely szöveg új levelet kezd.',
  'processing.split.area': 'Bontási terület',
  'processing.split.preview.title': 'A minta levelei',
  'processing.split.preview.noSample': 'Húzzon ide egy minta PDF-et, hogy lássa, hogyan bomlik levelekre.',
  'processing.split.preview.reading': 'A minta bontása…',
  'processing.split.preview.count': 'Talált levelek: {count}',
  'processing.split.preview.partPages': '{n}. levél: {from}–{to}. oldal',
  'processing.split.preview.partPage': '{n}. levél: {page}. oldal',
  'processing.split.preview.truncated': 'Csak az első {read} oldalt olvastuk be a {count} közül.',
  'processing.split.preview.pages': 'A terület szövege oldalanként',
  'processing.split.preview.page': 'Oldal',
  'processing.split.preview.text': 'A terület szövege',
  'processing.split.preview.starts': 'Levelet kezd',
  'processing.split.preview.startsLetter': '{n}. levél',
  'processing.split.preview.noText': 'Nincs szöveg',
  'processing.split.picker.pageImage': 'A minta {page}. oldala',
  'processing.split.picker.text': 'A terület szövege a(z) {page}. oldalon',
  'processing.split.picker.noText': 'Ezen az oldalon nincs szöveg a területen.',
  'processing.split.picker.reading': 'A terület olvasása…',
  'processing.split.picker.outside':
    'A terület túlnyúlik az oldalon, amelynek mérete {widthMm} × {heightMm} mm.',
  'processing.split.picker.typeArea': 'Minta nélkül adja meg a területet mm-ben az oldal bal felső sarkától.',
  'processing.split.picker.lineTolerance': 'Szövegsorok',
  'processing.split.picker.lineTolerance.default':
    'A sor fölött vagy alatt kicsit elcsúszott karakterek is a sorhoz tartoznak',
  'processing.split.picker.lineTolerance.strict': 'Csak a pontosan a soron lévő karakterek maradnak',
  'processing.split.picker.wordSpace': 'Szóközök a szavak között',
  'processing.split.picker.wordSpace.standard': 'Normál térközöknél',
  'processing.split.picker.wordSpace.narrow': 'Szűk térközöknél is',
  'processing.split.sample.title': 'Minta PDF',
  'processing.split.sample.drop':
    'Húzzon ide egy PDF-et, vagy válasszon egyet. Csak a beállítások kipróbálására szolgál, nem mentjük a szolgáltatással.',
  'processing.split.sample.choose': 'PDF kiválasztása',
  'processing.split.sample.chosen': '{name} · oldalak: {count}',
  'processing.split.sample.replace': 'Csere',
  'processing.split.sample.remove': 'Eltávolítás',
  'processing.split.sample.sending': 'A minta küldése…',
  'processing.split.sample.notPdf': '„{name}” nem PDF: válasszon PDF-fájlt mintaként.',
};
