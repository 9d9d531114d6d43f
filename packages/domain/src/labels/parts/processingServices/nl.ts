import type { Translations } from '../define';
import type { en } from './en';

export const nl: Translations<typeof en> = {
  'processing.home.intro': 'Stel in wat uw gebruikers aanleveren en hoe hun brieven worden verstuurd.',
  'processing.home.services.hint':
    'Maak, kopieer, activeer, exporteer en importeer de diensten die aanleveringen volgen: vakken, splitsing, gegevensbestanden, vereisten en kanalen.',
  'processing.home.recipientsChoice.hint':
    'Wat ontvangers kunnen kiezen over hoe ze hun post ontvangen, en de teksten die het hun vragen.',
  'processing.services.intro':
    'De diensten die een organisatie-eenheid worden aangeboden: die van haarzelf en die van de eenheden erboven.',
  'processing.services.filter.ou': 'Organisatie-eenheid',
  'processing.services.filter.text': 'Zoeken op naam of beschrijving',
  'processing.services.filter.type': 'Type',
  'processing.services.filter.status': 'Status',
  'processing.services.filter.any': 'Alle',
  'processing.services.status.enabled': 'Ingeschakeld',
  'processing.services.status.disabled': 'Uitgeschakeld',
  'processing.services.inconsistent': 'Inconsistent',
  'processing.services.inconsistent.hint':
    'Een kanaal, optie, uitvoerbestand of metagegeven dat deze dienst noemt, bestaat niet meer of wordt niet meer aangeboden: bewerk de dienst om het te herstellen.',
  'processing.services.inherited': 'Van {ou}',
  'processing.services.inheritedAbove': 'Van een eenheid boven de uwe: alleen lezen.',
  'processing.services.type.SIMPLE_UNIQUE': 'Eén document',
  'processing.services.type.SIMPLE_MULTIPLE': 'Documenten gesplitst in brieven',
  'processing.services.type.ARCHIVE': 'Archief',
  'processing.services.type.PREPROCESSING': 'Documenten en gegevensbestanden',
  'processing.services.type.PREPROCESSING_UNIQUE': 'Eén document en gegevensbestanden',
  'processing.services.type.ADVANCED': 'Geavanceerd',
  'processing.services.typeHint.SIMPLE_UNIQUE':
    'Eén pdf per aanlevering; de waarden worden gecontroleerd voordat de aanlevering wordt gedaan.',
  'processing.services.typeHint.SIMPLE_MULTIPLE':
    'Pdf’s die per aantal pagina’s of op een markering in brieven worden gesplitst.',
  'processing.services.typeHint.ARCHIVE': 'Een ZIP-archief waarvan de bestanden naar de vakken gaan.',
  'processing.services.typeHint.PREPROCESSING':
    'Documenten gekoppeld aan de records van gegevensbestanden (CSV, vaste breedte, JSON).',
  'processing.services.typeHint.PREPROCESSING_UNIQUE':
    'Eén document in het hoofdvak, gekoppeld aan de records van gegevensbestanden.',
  'processing.services.typeHint.ADVANCED': 'Elke combinatie van vakken, ouders en overdrukken.',
  'processing.services.column.name': 'Naam',
  'processing.services.column.type': 'Type',
  'processing.services.column.status': 'Status',
  'processing.services.column.updated': 'Laatste wijziging',
  'processing.services.column.actions': 'Acties',
  'processing.services.count': '{count} diensten',
  'processing.services.empty': 'Geen dienst voldoet aan deze filters.',
  'processing.services.none': 'Aan deze eenheid wordt nog geen dienst aangeboden.',
  'processing.services.new': 'Nieuwe dienst',
  'processing.services.new.title': 'Type van de nieuwe dienst',
  'processing.services.new.intro':
    'Het type bepaalt welke vakken een aanlevering heeft en hoe de bestanden brieven worden.',
  'processing.services.import': 'Een dienst importeren',
  'processing.services.actions': 'Acties voor {name}',
  'processing.services.edit': 'Bewerken',
  'processing.services.copy': 'Kopiëren',
  'processing.services.enable': 'Inschakelen',
  'processing.services.disable': 'Uitschakelen',
  'processing.services.export': 'Exporteren',
  'processing.services.delete': 'Verwijderen',
  'processing.services.enabled.done': 'De dienst {name} is ingeschakeld.',
  'processing.services.disabled.done': 'De dienst {name} is uitgeschakeld.',
  'processing.services.exportFailed': 'De dienst {name} kon niet worden geëxporteerd.',
  'processing.services.cancel': 'Annuleren',
  'processing.services.close': 'Sluiten',
  'processing.services.delete.title': 'De dienst {name} verwijderen',
  'processing.services.delete.text':
    'Gebruikers kunnen niet meer in deze dienst aanleveren. Aanleveringen die al gedaan zijn, behouden hun geschiedenis.',
  'processing.services.delete.submit': 'De dienst verwijderen',
  'processing.services.delete.openJobs':
    'Deze dienst heeft {openJobs} lopende aanleveringen en {pendingOrders} opdrachten die op goedkeuring wachten.',
  'processing.services.delete.effect':
    'Toch verwijderen wijst die {pendingOrders} opdrachten die op goedkeuring wachten af; de aanleveringen blijven zoals ze zijn.',
  'processing.services.delete.force': 'Toch verwijderen',
  'processing.services.delete.done': 'De dienst {name} is verwijderd.',
  'processing.services.delete.doneRejected':
    'De dienst {name} is verwijderd; {count} opdrachten die op goedkeuring wachtten, zijn afgewezen.',
  'processing.services.import.title': 'Een dienst importeren',
  'processing.services.import.text':
    'Een bestand dat vanuit dit scherm is geëxporteerd. De dienst wordt aangemaakt in {ou}; bestanden die aan de vakken hangen, zitten niet in het bestand en moeten opnieuw worden toegevoegd.',
  'processing.services.import.file': 'Dienstbestand',
  'processing.services.import.submit': 'De dienst importeren',
  'processing.services.import.failed': 'Er is niets geïmporteerd: {count} problemen op te lossen.',
  'processing.services.import.at': '{path}: {text}',
  'processing.services.import.done': 'De dienst {name} is geïmporteerd.',
};
