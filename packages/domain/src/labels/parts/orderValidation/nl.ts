import type { Translations } from '../define';
import type { en } from './en';

// Dutch: exactly the keys of en.ts, the same {placeholders}.
export const nl: Translations<typeof en> = {
  'home.quickLinks.validation': 'De opdrachten die op u wachten controleren, goedkeuren of afwijzen.',
  'deposit.validation.openOrder': 'Bestelling {name} goedkeuren of afwijzen',
  'deposit.validation.selectAll': 'Alle bestellingen selecteren',
  'deposit.validation.selectOne': 'Bestelling {name} selecteren',
  'deposit.validation.selected': 'Geselecteerd: {count}',
  'deposit.validation.validateSelected': 'De geselecteerde bestellingen goedkeuren',
  'deposit.validation.rejectSelected': 'De geselecteerde bestellingen afwijzen',
  'deposit.validation.rejectMany': '{count} bestellingen afwijzen',
  'deposit.validation.confirmRejectMany': 'De bestellingen afwijzen',
  'deposit.validation.failed.validate': 'Bestelling {name} kon niet worden goedgekeurd: {reason}',
  'deposit.validation.failed.reject': 'Bestelling {name} kon niet worden afgewezen: {reason}',
  'deposit.packGroups.column.preview': 'Eerste pagina',
  'deposit.packGroups.column.address': 'Adres zoals gedrukt',
  'deposit.packGroups.identifier': 'Referentie {identifier}',
  'deposit.packGroups.status.byHand': 'Met de hand gecorrigeerd',
  'deposit.packGroups.reason.rewritten': 'Herschreven zoals de post van het land van bestemming vraagt.',
  'deposit.packGroups.reason.destination': 'Bestemming: {country}',
  'deposit.packGroups.preview.open': 'De pagina’s van brief {position} tonen',
  'deposit.packGroups.preview.alt': 'Pagina {page} van brief {position}',
  'deposit.packGroups.preview.deposited':
    'De pagina’s zoals ingediend. De proef toont de brief zoals hij gedrukt wordt.',
  'deposit.packGroups.preview.failed': 'Geen voorbeeld',
  'deposit.packGroups.proof.button': 'Proef',
  'deposit.packGroups.proof.open': 'De proef van brief {position} maken',
  'deposit.packGroups.proof.title': 'Proef van brief {position}',
  'deposit.packGroups.proof.intro':
    'Brief {position} opgemaakt zoals hij gedrukt wordt, met de opties van de bestelling, gemarkeerd als proef.',
  'deposit.split.starts': 'Een nieuw document begint op {marker}.',
  'deposit.split.ends': 'Een document eindigt op {marker}.',
  'deposit.split.marker.any': 'elke pagina met willekeurige tekst {where}',
  'deposit.split.marker.contains': 'elke pagina die "{text}" toont {where}',
  'deposit.split.marker.startsWith': 'elke pagina waarvan de tekst {where} begint met "{text}"',
  'deposit.split.marker.endsWith': 'elke pagina waarvan de tekst {where} eindigt op "{text}"',
  'deposit.split.marker.exact': 'elke pagina waarvan de tekst {where} precies "{text}" is',
  'deposit.split.marker.pattern': 'elke pagina waarvan de tekst {where} overeenkomt met het patroon {text}',
  'deposit.split.where.header': 'in het koptekstgebied',
  'deposit.split.where.footer': 'in het voettekstgebied',
  'deposit.split.where.area': 'in het gemarkeerde gebied',
};
