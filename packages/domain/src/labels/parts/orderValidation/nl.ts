import type { Translations } from '../define';
import type { en } from './en';

// Dutch: exactly the keys of en.ts, the same {placeholders}.
export const nl: Translations<typeof en> = {
  'home.quickLinks.validation': 'De opdrachten die op u wachten controleren, goedkeuren of afwijzen.',
  'validation.openOrder': 'Bestelling {name} goedkeuren of afwijzen',
  'validation.selectAll': 'Alle bestellingen selecteren',
  'validation.selectOne': 'Bestelling {name} selecteren',
  'validation.selected': 'Geselecteerd: {count}',
  'validation.validateSelected': 'De geselecteerde bestellingen goedkeuren',
  'validation.rejectSelected': 'De geselecteerde bestellingen afwijzen',
  'validation.rejectMany': '{count} bestellingen afwijzen',
  'validation.confirmRejectMany': 'De bestellingen afwijzen',
  'validation.failed.validate': 'Bestelling {name} kon niet worden goedgekeurd: {reason}',
  'validation.failed.reject': 'Bestelling {name} kon niet worden afgewezen: {reason}',
  'letters.column.preview': 'Eerste pagina',
  'letters.column.address': 'Adres zoals gedrukt',
  'letters.identifier': 'Referentie {identifier}',
  'letters.status.byHand': 'Met de hand gecorrigeerd',
  'letters.reason.rewritten': 'Herschreven zoals de post van het land van bestemming vraagt.',
  'letters.reason.destination': 'Bestemming: {country}',
  'letters.preview.open': 'De pagina’s van brief {position} tonen',
  'letters.preview.alt': 'Pagina {page} van brief {position}',
  'letters.preview.deposited':
    'De pagina’s zoals ingediend. De proef toont de brief zoals hij gedrukt wordt.',
  'letters.preview.failed': 'Geen voorbeeld',
  'letters.proof.button': 'Proef',
  'letters.proof.open': 'De proef van brief {position} maken',
  'letters.proof.title': 'Proef van brief {position}',
  'letters.proof.intro':
    'Brief {position} opgemaakt zoals hij gedrukt wordt, met de opties van de bestelling, gemarkeerd als proef.',
  'send.split.starts': 'Een nieuw document begint op {marker}.',
  'send.split.ends': 'Een document eindigt op {marker}.',
  'send.split.marker.any': 'elke pagina met willekeurige tekst {where}',
  'send.split.marker.contains': 'elke pagina die "{text}" toont {where}',
  'send.split.marker.startsWith': 'elke pagina waarvan de tekst {where} begint met "{text}"',
  'send.split.marker.endsWith': 'elke pagina waarvan de tekst {where} eindigt op "{text}"',
  'send.split.marker.exact': 'elke pagina waarvan de tekst {where} precies "{text}" is',
  'send.split.marker.pattern': 'elke pagina waarvan de tekst {where} overeenkomt met het patroon {text}',
  'send.split.where.header': 'in het koptekstgebied',
  'send.split.where.footer': 'in het voettekstgebied',
  'send.split.where.area': 'in het gemarkeerde gebied',
};
