import type { Translations } from '../define';
import type { en } from './en';

export const es: Translations<typeof en> = {
  'sso.tab': 'Inicio de sesión único',
  'sso.intro':
    'Los usuarios de esta marca blanca pueden iniciar sesión con un proveedor de identidad OpenID Connect (código de autorización con PKCE).',
  'sso.enabled': 'Ofrecer el inicio de sesión único en la página de acceso',
  'sso.issuerUrl': 'URL del emisor',
  'sso.issuerUrlHelp':
    'La dirección https del proveedor; su configuración se lee de su documento de descubrimiento.',
  'sso.clientId': 'ID de cliente',
  'sso.clientSecret': 'Secreto de cliente',
  'sso.clientSecretStored': 'Hay un secreto guardado; déjelo vacío para conservarlo.',
  'sso.scopes': 'Ámbitos',
  'sso.claim': 'Claim que identifica al usuario',
  'sso.claimHelp': 'Un claim del token de ID, por ejemplo email o preferred_username.',
  'sso.matchBy': 'Comparado con',
  'sso.matchBy.login': 'Usuario',
  'sso.matchBy.email': 'Correo electrónico',
  'sso.createUsers': 'Crear los usuarios que aún no existen',
  'sso.ou': 'Cuenta de los nuevos usuarios',
  'sso.profile': 'Perfil de los nuevos usuarios',
  'sso.buttonText': 'Nombre en el botón',
  'sso.redirectUri': 'URI de redirección que se registra en el proveedor',
  'sso.save': 'Guardar el inicio de sesión único',
  'sso.saved': 'Se guardó la configuración del inicio de sesión único.',
  'sso.saveFirst': 'Guarde primero la marca blanca y luego configure su inicio de sesión único.',
  'sso.signInWith': 'Iniciar sesión con {name}',
  'sso.signingIn': 'Iniciando sesión…',
  'sso.error.issuerInvalid':
    'Introduzca la dirección https del proveedor (http simple solo en esta máquina).',
  'sso.error.clientIdRequired': 'Introduzca el ID de cliente.',
  'sso.error.clientSecretRequired': 'Introduzca el secreto de cliente.',
  'sso.error.scopesOpenid': 'Los ámbitos deben incluir openid.',
  'sso.error.claimInvalid': 'Introduzca un nombre de claim: solo letras, cifras y _ . : -.',
  'sso.error.ouRequired': 'Elija la cuenta en la que se crean los nuevos usuarios.',
  'sso.error.profileRequired': 'Elija el perfil de los nuevos usuarios.',
  'sso.error.profileNotOfOu': 'Este perfil no pertenece a esa cuenta ni a una cuenta superior.',
  'sso.error.buttonTextRequired': 'Introduzca el nombre que muestra el botón.',
  'sso.error.notEnabled': 'El inicio de sesión único no está disponible aquí.',
  'sso.error.attemptInvalid':
    'Este inicio de sesión ya se usó, caducó o no se inició aquí. Inténtelo de nuevo.',
  'sso.error.providerRefused': 'El proveedor de identidad rechazó el inicio de sesión.',
  'sso.error.answerInvalid':
    'No se pudo verificar la respuesta del proveedor de identidad. Inténtelo de nuevo.',
  'sso.error.providerUnreachable': 'No se pudo contactar con el proveedor de identidad. Inténtelo más tarde.',
  'sso.error.claimMissing': 'El proveedor de identidad no indicó quién es usted (falta el claim esperado).',
  'sso.error.userUnknown':
    'Ningún usuario corresponde a su identidad aquí. Pida una cuenta a su administrador.',
  'sso.error.userAmbiguous': 'Varios usuarios corresponden a su identidad. Consulte a su administrador.',
  'sso.error.userDisabled': 'Su cuenta está desactivada.',
  'sso.error.codeInvalid': 'Este inicio de sesión ya se usó o caducó. Inicie sesión de nuevo.',
};
