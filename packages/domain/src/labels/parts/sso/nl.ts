import type { Translations } from '../define';
import type { en } from './en';

export const nl: Translations<typeof en> = {
  'sso.tab': 'Eenmalige aanmelding',
  'sso.intro':
    'De gebruikers van dit white label kunnen zich aanmelden bij een OpenID Connect-identiteitsprovider (autorisatiecode met PKCE).',
  'sso.enabled': 'Eenmalige aanmelding aanbieden op de aanmeldpagina',
  'sso.issuerUrl': 'Issuer-URL',
  'sso.issuerUrlHelp':
    'Het https-adres van de provider; zijn instellingen worden uit zijn discoverydocument gelezen.',
  'sso.clientId': 'Client-ID',
  'sso.clientSecret': 'Clientgeheim',
  'sso.clientSecretStored': 'Er is een geheim opgeslagen; laat dit leeg om het te houden.',
  'sso.scopes': 'Scopes',
  'sso.claim': 'Claim die de gebruiker noemt',
  'sso.claimHelp': 'Een claim van het ID-token, bijvoorbeeld email of preferred_username.',
  'sso.matchBy': 'Vergeleken met',
  'sso.matchBy.login': 'Gebruikersnaam',
  'sso.matchBy.email': 'E-mailadres',
  'sso.createUsers': 'Gebruikers aanmaken die nog niet bestaan',
  'sso.ou': 'Account van nieuwe gebruikers',
  'sso.profile': 'Profiel van nieuwe gebruikers',
  'sso.buttonText': 'Naam op de knop',
  'sso.redirectUri': 'Redirect-URI om bij de provider te registreren',
  'sso.save': 'Eenmalige aanmelding opslaan',
  'sso.saved': 'De instellingen voor eenmalige aanmelding zijn opgeslagen.',
  'sso.saveFirst': 'Sla eerst het white label op en stel daarna de eenmalige aanmelding in.',
  'sso.signInWith': 'Aanmelden met {name}',
  'sso.signingIn': 'U wordt aangemeld…',
  'sso.error.issuerInvalid': 'Voer het https-adres van de provider in (gewone http alleen op deze machine).',
  'sso.error.clientIdRequired': 'Voer de client-ID in.',
  'sso.error.clientSecretRequired': 'Voer het clientgeheim in.',
  'sso.error.scopesOpenid': 'De scopes moeten openid bevatten.',
  'sso.error.claimInvalid': 'Voer een claimnaam in: alleen letters, cijfers en _ . : -.',
  'sso.error.ouRequired': 'Kies het account waarin nieuwe gebruikers worden aangemaakt.',
  'sso.error.profileRequired': 'Kies het profiel van nieuwe gebruikers.',
  'sso.error.profileNotOfOu': 'Dit profiel hoort niet bij dat account of bij een account erboven.',
  'sso.error.buttonTextRequired': 'Voer de naam op de knop in.',
  'sso.error.notEnabled': 'Eenmalige aanmelding wordt hier niet aangeboden.',
  'sso.error.attemptInvalid':
    'Deze aanmelding is al gebruikt, verlopen of niet hier gestart. Probeer het opnieuw.',
  'sso.error.providerRefused': 'De identiteitsprovider heeft de aanmelding geweigerd.',
  'sso.error.answerInvalid':
    'Het antwoord van de identiteitsprovider kon niet worden gecontroleerd. Probeer het opnieuw.',
  'sso.error.providerUnreachable': 'De identiteitsprovider is niet bereikbaar. Probeer het later opnieuw.',
  'sso.error.claimMissing':
    'De identiteitsprovider heeft niet gezegd wie u bent (de verwachte claim ontbreekt).',
  'sso.error.userUnknown':
    'Geen enkele gebruiker hier past bij uw identiteit. Vraag uw beheerder om een account.',
  'sso.error.userAmbiguous':
    'Meerdere gebruikers passen bij uw identiteit. Neem contact op met uw beheerder.',
  'sso.error.userDisabled': 'Uw account is uitgeschakeld.',
  'sso.error.codeInvalid': 'Deze aanmelding is al gebruikt of verlopen. Meld u opnieuw aan.',
};
