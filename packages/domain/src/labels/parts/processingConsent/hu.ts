import type { Translations } from '../define';
import type { en } from './en';

export const hu: Translations<typeof en> = {
  'processing.consent.intro':
    'Állítsa be, hogyan adják meg hozzájárulásukat egy feladói fiók címzettjei: milyen lehetőségeket kínál az oldaluk, annak szövegeit és a megerősítő e-mail szövegeit.',
  'processing.consent.account': 'Szervezeti egység',
  'processing.consent.accountPlaceholder': 'Válasszon szervezeti egységet',
  'processing.consent.noAccounts': 'Ön nem kezel szervezeti egységet.',
  'processing.consent.notSenderAccount':
    '{ou} nem feladói fiók: címzettjei még nem választhatnak. A beállításokat előkészítheti; a bekapcsolás után érvényesek.',
  'processing.consent.turnOn': 'Feladói fiók bekapcsolása',
  'processing.consent.turnedOn': '{ou} mostantól feladói fiók.',
  'processing.consent.loadError': 'A hozzájárulási beállításokat nem sikerült betölteni.',
  'processing.consent.open': 'A hozzájárulási oldal fogad választásokat',
  'processing.consent.openHint':
    'Lezárva az oldal arra kéri a címzetteket, hogy később térjenek vissza; a nyomtatott linkek érvényesek maradnak.',
  'processing.consent.choices': 'Felkínált lehetőségek, a megjelenítés sorrendjében',
  'processing.consent.moveUp': '„{choice}” feljebb',
  'processing.consent.moveDown': '„{choice}” lejjebb',
  'processing.consent.introduction': 'Az oldal bevezetője',
  'processing.consent.introductionHint': 'Egyszerű szöveg a lehetőségek fölött, legfeljebb {max} karakter.',
  'processing.consent.qrText': 'Szöveg a QR-kód mellett a leveleken',
  'processing.consent.qrTextHint':
    'Egy rövid sor, például „Olvassa be, hogy leveleit e-mailben kapja”, legfeljebb {max} karakter.',
  'processing.consent.mailSubject': 'A megerősítő e-mail tárgya',
  'processing.consent.mailBody': 'A megerősítő e-mail szövege',
  'processing.consent.mailHint':
    'Üres: a szabványos szöveg, a címzett nyelvén. Helyőrzők: {placeholders}. A szövegnek tartalmaznia kell ezt: {link}.',
  'processing.consent.defaults': 'Ezek az alapértelmezett beállítások: még soha nem lettek mentve.',
  'processing.consent.modified': 'Utoljára mentve: {date}, mentette: {user}.',
  'processing.consent.save': 'Beállítások mentése',
  'processing.consent.saved': 'A hozzájárulási beállítások mentve.',
  'processing.consent.preview': 'A hozzájárulási oldal előnézete',
  'processing.consent.previewQr': 'A QR-kód mellé nyomtatva: {text}',
  'processing.consent.sample': 'Minta hozzájárulási link',
  'processing.consent.sampleHint':
    'Az a link, amelyet egy ennek a címzettnek szóló levél hordoz: aki birtokolja, megváltoztathatja a címzett választását.',
  'processing.consent.sampleIdentifier': 'Címzett azonosítója',
  'processing.consent.sampleShow': 'Link megjelenítése',
  'processing.consent.issue.choicesRequired': 'Kínáljon fel legalább egy lehetőséget.',
  'processing.consent.issue.choiceDuplicate': '„{choice}” kétszer szerepel.',
  'processing.consent.issue.tooLong': 'Legfeljebb {max} karakter.',
  'processing.consent.issue.controlCharacters': 'Vezérlőkarakterek nem engedélyezettek.',
  'processing.consent.issue.singleLine': 'Írja egy sorba.',
  'processing.consent.issue.linkRequired': 'Az e-mailnek tartalmaznia kell a megerősítő linket: {link}.',
  'processing.consent.issue.unknownPlaceholder': 'Ismeretlen helyőrző: {placeholder}.',
};
