import type { Translations } from '../define';
import type { en } from './en';

export const nl: Translations<typeof en> = {
  'processing.consent.intro':
    'Stel in hoe de ontvangers van een afzenderaccount hun toestemming geven: welke keuzes hun pagina biedt, de teksten ervan en die van de bevestigingsmail.',
  'processing.consent.account': 'Organisatie-eenheid',
  'processing.consent.accountPlaceholder': 'Kies een organisatie-eenheid',
  'processing.consent.noAccounts': 'U beheert geen organisatie-eenheid.',
  'processing.consent.notSenderAccount':
    '{ou} is geen afzenderaccount: de ontvangers kunnen nog niet kiezen. U kunt de instellingen voorbereiden; ze gelden zodra het is ingeschakeld.',
  'processing.consent.turnOn': 'Afzenderaccount inschakelen',
  'processing.consent.turnedOn': '{ou} is nu een afzenderaccount.',
  'processing.consent.loadError': 'De toestemmingsinstellingen konden niet worden geladen.',
  'processing.consent.open': 'De toestemmingspagina neemt keuzes aan',
  'processing.consent.openHint':
    'Gesloten vraagt de pagina ontvangers later terug te komen; gedrukte links blijven geldig.',
  'processing.consent.choices': 'Aangeboden keuzes, in de getoonde volgorde',
  'processing.consent.moveUp': '„{choice}” omhoog',
  'processing.consent.moveDown': '„{choice}” omlaag',
  'processing.consent.introduction': 'Inleiding van de pagina',
  'processing.consent.introductionHint': 'Platte tekst boven de keuzes, hoogstens {max} tekens.',
  'processing.consent.qrText': 'Tekst naast de QR-code op brieven',
  'processing.consent.qrTextHint':
    'Eén korte regel, bijvoorbeeld „Scan om uw post per e-mail te ontvangen”, hoogstens {max} tekens.',
  'processing.consent.mailSubject': 'Onderwerp van de bevestigingsmail',
  'processing.consent.mailBody': 'Tekst van de bevestigingsmail',
  'processing.consent.mailHint':
    'Leeg: de standaardtekst, in de taal van de ontvanger. Plaatshouders: {placeholders}. De tekst moet {link} bevatten.',
  'processing.consent.defaults': 'Dit zijn de standaardinstellingen: ze zijn nooit opgeslagen.',
  'processing.consent.modified': 'Laatst opgeslagen op {date} door {user}.',
  'processing.consent.save': 'Instellingen opslaan',
  'processing.consent.saved': 'De toestemmingsinstellingen zijn opgeslagen.',
  'processing.consent.preview': 'Voorbeeld van de toestemmingspagina',
  'processing.consent.previewQr': 'Naast de QR-code gedrukt: {text}',
  'processing.consent.sample': 'Voorbeeld van een toestemmingslink',
  'processing.consent.sampleHint':
    'De link die een brief aan deze ontvanger draagt: wie hem heeft, kan de keuze van de ontvanger wijzigen.',
  'processing.consent.sampleIdentifier': 'Ontvangersidentificatie',
  'processing.consent.sampleShow': 'Link tonen',
  'processing.consent.issue.choicesRequired': 'Bied minstens één keuze aan.',
  'processing.consent.issue.choiceDuplicate': '„{choice}” wordt twee keer aangeboden.',
  'processing.consent.issue.tooLong': 'Hoogstens {max} tekens.',
  'processing.consent.issue.controlCharacters': 'Stuurtekens zijn niet toegestaan.',
  'processing.consent.issue.singleLine': 'Schrijf het op één regel.',
  'processing.consent.issue.linkRequired': 'De e-mail moet de bevestigingslink {link} bevatten.',
  'processing.consent.issue.unknownPlaceholder': 'Onbekende plaatshouder {placeholder}.',
};
