import type { Translations } from '../define';
import type { en } from './en';

// Dutch: exactly the keys of en.ts, the same {placeholders}.
export const nl: Translations<typeof en> = {
  'userMenu.colorScheme': 'Weergave',
  'userMenu.colorScheme.light': 'Licht',
  'userMenu.colorScheme.dark': 'Donker',
  'userMenu.colorScheme.auto': 'Zoals het systeem',
  'lists.empty.hint': 'Verruim de periode of verwijder een filter en zoek opnieuw.',
  'common.empty.depositHint':
    'Lever een pdf- of gegevensbestand aan: de brieven en orders ervan verschijnen hier.',
  'common.empty.deposit': 'Bestand aanleveren',
  'common.empty.behalfHint':
    'Kies hierboven een andere persoon of vraag een beheerder om diens profiel een dienst te geven.',
};
