import type { Translations } from '../define';
import type { en } from './en';

export const nl: Translations<typeof en> = {
  'system.security.intro':
    'Instellingen die voor de hele instantie gelden, en de sessies die nu open zijn. Wijzigingen gelden binnen enkele seconden, zonder herstart.',
  'system.security.settings.title': 'Instantie-instellingen',
  'system.security.readOnly': 'U kunt deze instellingen lezen; alleen een superbeheerder kan ze wijzigen.',
  'system.security.loadError': 'De beveiligingsinstellingen konden niet worden gelezen.',
  'system.security.allDefaults': 'Elke instelling heeft haar standaardwaarde uit de serverconfiguratie.',
  'system.security.modified': 'Laatst gewijzigd op {date} door {user}.',
  'system.security.group.sessions': 'Sessies',
  'system.security.group.signIn': 'Aanmeldlimieten',
  'system.security.group.passwords': 'Standaard wachtwoordbeleid',
  'system.security.group.origins': 'Toegestane origins',
  'system.security.field.sessionTtlMinutes': 'Inactiviteit voordat een sessie eindigt (minuten)',
  'system.security.field.sessionMaxHours': 'Langste sessie, ook bij activiteit (uren)',
  'system.security.field.loginPerAccount': 'Mislukte aanmeldingen per login',
  'system.security.field.loginPerAddress': 'Mislukte aanmeldingen per adres',
  'system.security.field.loginWindowMinutes': 'Telperiode (minuten)',
  'system.security.field.minPasswordEntropy': 'Minimale wachtwoordsterkte (bits)',
  'system.security.field.maxPasswordValidityDays': 'Geldigheid van het wachtwoord (dagen)',
  'system.security.hint.sessionTtlMinutes': 'Elk gebruik verlengt haar. Van {min} tot {max}.',
  'system.security.hint.sessionMaxHours':
    'Geteld vanaf de aanmelding; leeg betekent geen limiet. Van {min} tot {max}.',
  'system.security.hint.loginPerAccount':
    'Vanaf één adres voordat het voor die login wordt geweigerd; vanaf overal voordat pogingen worden vertraagd. Van {min} tot {max}.',
  'system.security.hint.loginPerAddress':
    'Vanaf één clientadres voordat het voor elke login wordt geweigerd. Van {min} tot {max}.',
  'system.security.hint.loginWindowMinutes':
    'De periode waarover mislukkingen worden geteld. Van {min} tot {max}.',
  'system.security.hint.minPasswordEntropy':
    'Voor accounts waarvan de eenheden er geen instellen; 0 betekent geen minimum. Van {min} tot {max}.',
  'system.security.hint.maxPasswordValidityDays':
    'Voor accounts waarvan de eenheden er geen instellen; leeg betekent dat wachtwoorden nooit verlopen. Van {min} tot {max}.',
  'system.security.default': 'Standaard: {value}.',
  'system.security.none': 'Geen',
  'system.security.reset': 'Terugzetten naar standaard',
  'system.security.resetField': '„{field}” terugzetten naar de standaard',
  'system.security.origins.hint':
    'Webpagina’s van deze origins mogen de API vanuit een browser aanroepen met een sessietoken (nooit met cookies). Schrijf elk als https://host of https://host:poort; http alleen voor localhost.',
  'system.security.origins.empty':
    'Geen origin: alleen de pagina’s van deze applicatie mogen de API vanuit een browser aanroepen.',
  'system.security.origins.item': 'Origin {number}',
  'system.security.origins.remove': '{origin} verwijderen',
  'system.security.origins.add': 'Een origin toevoegen',
  'system.security.origins.reset': 'De origins terugzetten naar de standaard',
  'system.security.issue.notInteger': 'Voer een geheel getal in.',
  'system.security.issue.outOfRange': 'Voer een getal van {min} tot {max} in.',
  'system.security.issue.originInvalid':
    'Schrijf alleen een origin: https://host of https://host:poort, zonder pad.',
  'system.security.issue.originInsecure':
    '{origin} is niet veilig: gebruik https (http alleen voor localhost).',
  'system.security.issue.originDuplicate': '{origin} staat al in de lijst.',
  'system.security.issue.tooManyOrigins': 'Hoogstens {max} origins.',
  'system.security.fixFields': 'Sommige waarden zijn geweigerd: zie de rood gemarkeerde velden.',
  'system.security.reload': 'De instellingen opnieuw laden',
  'system.security.save': 'De instellingen opslaan',
  'system.security.saved': 'De beveiligingsinstellingen zijn opgeslagen.',
  'system.security.cancel': 'Annuleren',
  'system.security.sessions.title': 'Actieve sessies',
  'system.security.sessions.intro':
    'Gebruikers die nu zijn aangemeld, meest recent actief eerst. Een sessie beëindigen meldt de gebruiker af bij zijn volgende actie.',
  'system.security.sessions.filter': 'Filteren op login',
  'system.security.sessions.empty': 'Geen actieve sessie.',
  'system.security.sessions.overflow':
    'Alleen de {max} meest recent actieve worden getoond: filter op login.',
  'system.security.sessions.user': 'Gebruiker',
  'system.security.sessions.account': 'Account',
  'system.security.sessions.created': 'Aangemeld',
  'system.security.sessions.lastSeen': 'Laatst actief',
  'system.security.sessions.expires': 'Eindigt',
  'system.security.sessions.address': 'Adres',
  'system.security.sessions.browser': 'Browser',
  'system.security.sessions.you': 'Dit bent u',
  'system.security.sessions.end': 'Sessie beëindigen',
  'system.security.sessions.endAll': 'Al hun sessies beëindigen',
  'system.security.sessions.confirmAll':
    'Alle sessies van {user} beëindigen? Diegene wordt overal afgemeld en moet zich opnieuw aanmelden.',
  'system.security.sessions.endedAll': '{count} sessies van {user} beëindigd.',
  'system.security.sessions.confirm': 'De sessie van {user} beëindigen? Diegene moet zich opnieuw aanmelden.',
  'system.security.sessions.confirmOwn': 'Dit is uw eigen sessie: beëindigen meldt u af. Beëindigen?',
  'system.security.sessions.ended': 'De sessie van {user} is beëindigd.',
};
