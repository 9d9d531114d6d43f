import type { Translations } from '../define';
import type { en } from './en';

export const de: Translations<typeof en> = {
  'sso.tab': 'Single Sign-on',
  'sso.intro':
    'Die Benutzer dieses White Labels können sich bei einem OpenID-Connect-Identitätsanbieter anmelden (Autorisierungscode mit PKCE).',
  'sso.enabled': 'Single Sign-on auf der Anmeldeseite anbieten',
  'sso.issuerUrl': 'Issuer-URL',
  'sso.issuerUrlHelp':
    'Die https-Adresse des Anbieters; seine Einstellungen werden aus seinem Discovery-Dokument gelesen.',
  'sso.clientId': 'Client-ID',
  'sso.clientSecret': 'Client-Geheimnis',
  'sso.clientSecretStored': 'Ein Geheimnis ist gespeichert; leer lassen, um es zu behalten.',
  'sso.scopes': 'Scopes',
  'sso.claim': 'Claim, der den Benutzer benennt',
  'sso.claimHelp': 'Ein Claim des ID-Tokens, zum Beispiel email oder preferred_username.',
  'sso.matchBy': 'Verglichen mit',
  'sso.matchBy.login': 'Login',
  'sso.matchBy.email': 'E-Mail-Adresse',
  'sso.createUsers': 'Noch nicht vorhandene Benutzer anlegen',
  'sso.ou': 'Konto neuer Benutzer',
  'sso.profile': 'Profil neuer Benutzer',
  'sso.buttonText': 'Name auf der Schaltfläche',
  'sso.redirectUri': 'Beim Anbieter zu registrierende Redirect-URI',
  'sso.save': 'Single Sign-on speichern',
  'sso.saved': 'Die Single-Sign-on-Einstellungen wurden gespeichert.',
  'sso.saveFirst': 'Speichern Sie zuerst das White Label und richten Sie dann sein Single Sign-on ein.',
  'sso.signInWith': 'Anmelden mit {name}',
  'sso.signingIn': 'Sie werden angemeldet…',
  'sso.error.issuerInvalid':
    'Geben Sie die https-Adresse des Anbieters ein (einfaches http nur auf diesem Rechner).',
  'sso.error.clientIdRequired': 'Geben Sie die Client-ID ein.',
  'sso.error.clientSecretRequired': 'Geben Sie das Client-Geheimnis ein.',
  'sso.error.scopesOpenid': 'Die Scopes müssen openid enthalten.',
  'sso.error.claimInvalid': 'Geben Sie einen Claim-Namen ein: nur Buchstaben, Ziffern und _ . : -.',
  'sso.error.ouRequired': 'Wählen Sie das Konto, in dem neue Benutzer angelegt werden.',
  'sso.error.profileRequired': 'Wählen Sie das Profil neuer Benutzer.',
  'sso.error.profileNotOfOu':
    'Dieses Profil gehört weder zu diesem Konto noch zu einem übergeordneten Konto.',
  'sso.error.buttonTextRequired': 'Geben Sie den Namen auf der Schaltfläche ein.',
  'sso.error.notEnabled': 'Single Sign-on wird hier nicht angeboten.',
  'sso.error.attemptInvalid':
    'Diese Anmeldung wurde bereits verwendet, ist abgelaufen oder wurde nicht hier begonnen. Bitte versuchen Sie es erneut.',
  'sso.error.providerRefused': 'Der Identitätsanbieter hat die Anmeldung abgelehnt.',
  'sso.error.answerInvalid':
    'Die Antwort des Identitätsanbieters konnte nicht überprüft werden. Bitte versuchen Sie es erneut.',
  'sso.error.providerUnreachable':
    'Der Identitätsanbieter ist nicht erreichbar. Bitte versuchen Sie es später erneut.',
  'sso.error.claimMissing':
    'Der Identitätsanbieter hat nicht mitgeteilt, wer Sie sind (der erwartete Claim fehlt).',
  'sso.error.userUnknown':
    'Hier passt kein Benutzer zu Ihrer Identität. Bitten Sie Ihren Administrator um ein Konto.',
  'sso.error.userAmbiguous':
    'Mehrere Benutzer passen zu Ihrer Identität. Wenden Sie sich an Ihren Administrator.',
  'sso.error.userDisabled': 'Ihr Konto ist deaktiviert.',
  'sso.error.codeInvalid':
    'Diese Anmeldung wurde bereits verwendet oder ist abgelaufen. Bitte melden Sie sich erneut an.',
};
