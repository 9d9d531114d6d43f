import type { Translations } from '../define';
import type { en } from './en';

export const fr: Translations<typeof en> = {
  'sso.tab': 'Authentification unique',
  'sso.intro':
    'Les utilisateurs de cette marque blanche peuvent se connecter avec un fournisseur d’identité OpenID Connect (code d’autorisation avec PKCE).',
  'sso.enabled': 'Proposer l’authentification unique sur la page de connexion',
  'sso.issuerUrl': 'URL de l’émetteur',
  'sso.issuerUrlHelp':
    'L’adresse https du fournisseur ; ses réglages sont lus dans son document de découverte.',
  'sso.clientId': 'Identifiant client',
  'sso.clientSecret': 'Secret client',
  'sso.clientSecretStored': 'Un secret est enregistré ; laissez ce champ vide pour le garder.',
  'sso.scopes': 'Portées',
  'sso.claim': 'Claim qui désigne l’utilisateur',
  'sso.claimHelp': 'Un claim du jeton d’identité, par exemple email ou preferred_username.',
  'sso.matchBy': 'Comparé à',
  'sso.matchBy.login': 'Identifiant',
  'sso.matchBy.email': 'Adresse e-mail',
  'sso.createUsers': 'Créer les utilisateurs qui n’existent pas encore',
  'sso.ou': 'Compte des nouveaux utilisateurs',
  'sso.profile': 'Profil des nouveaux utilisateurs',
  'sso.buttonText': 'Nom sur le bouton',
  'sso.redirectUri': 'URI de redirection à déclarer chez le fournisseur',
  'sso.save': 'Enregistrer l’authentification unique',
  'sso.saved': 'Les réglages de l’authentification unique ont été enregistrés.',
  'sso.saveFirst': 'Enregistrez d’abord la marque blanche, puis réglez son authentification unique.',
  'sso.signInWith': 'Se connecter avec {name}',
  'sso.signingIn': 'Connexion en cours…',
  'sso.error.issuerInvalid':
    'Saisissez l’adresse https du fournisseur (http simple seulement sur cette machine).',
  'sso.error.clientIdRequired': 'Saisissez l’identifiant client.',
  'sso.error.clientSecretRequired': 'Saisissez le secret client.',
  'sso.error.scopesOpenid': 'Les portées doivent comprendre openid.',
  'sso.error.claimInvalid': 'Saisissez un nom de claim : lettres, chiffres et _ . : - uniquement.',
  'sso.error.ouRequired': 'Choisissez le compte où les nouveaux utilisateurs sont créés.',
  'sso.error.profileRequired': 'Choisissez le profil des nouveaux utilisateurs.',
  'sso.error.profileNotOfOu': 'Ce profil n’appartient ni à ce compte ni à un compte au-dessus.',
  'sso.error.buttonTextRequired': 'Saisissez le nom affiché sur le bouton.',
  'sso.error.notEnabled': 'L’authentification unique n’est pas proposée ici.',
  'sso.error.attemptInvalid':
    'Cette connexion a déjà servi, a expiré ou n’a pas été commencée ici. Veuillez réessayer.',
  'sso.error.providerRefused': 'Le fournisseur d’identité a refusé la connexion.',
  'sso.error.answerInvalid':
    'La réponse du fournisseur d’identité n’a pas pu être vérifiée. Veuillez réessayer.',
  'sso.error.providerUnreachable': 'Le fournisseur d’identité est injoignable. Veuillez réessayer plus tard.',
  'sso.error.claimMissing': 'Le fournisseur d’identité n’a pas dit qui vous êtes (le claim attendu manque).',
  'sso.error.userUnknown':
    'Aucun utilisateur ne correspond à votre identité ici. Demandez un compte à votre administrateur.',
  'sso.error.userAmbiguous':
    'Plusieurs utilisateurs correspondent à votre identité. Adressez-vous à votre administrateur.',
  'sso.error.userDisabled': 'Votre compte est désactivé.',
  'sso.error.codeInvalid': 'Cette connexion a déjà servi ou a expiré. Veuillez vous reconnecter.',
};
