import { es as systemBrandingsEs } from './parts/systemBrandings/es';
import { es as systemLocalesEs } from './parts/systemLocales/es';
import { es as depositPreflightEs } from './parts/depositPreflight/es';
import { es as preflightEs } from './parts/preflight/es';
import { es as printerEs } from './parts/printer/es';
import { es as printerScreenEs } from './parts/printerScreens/es';
import { es as ssoEs } from './parts/sso/es';
import { es as a11yEs } from './parts/a11y/es';
import { es as faceEs } from './parts/face/es';
import { es as apiKeyEs } from './parts/apiKeys/es';
import { es as webhooksEs } from './parts/webhooks/es';
import { es as ippPrintEs } from './parts/ippPrint/es';
import { es as costsEs } from './parts/costs/es';
import { es as smppEs } from './parts/smpp/es';
import { es as evidenceEs } from './parts/evidence/es';
import { es as mailDomainsEs } from './parts/mailDomains/es';
import { es as mailReturnsEs } from './parts/mailReturns/es';
import { es as escalationEs } from './parts/escalation/es';
import { es as embeddedEs } from './parts/embedded/es';
import { es as systemSecurityEs } from './parts/systemSecurity/es';
import { es as systemChannelsEs } from './parts/systemChannels/es';
import { es as systemAreasEs } from './parts/systemAreas/es';
import { es as systemOptionsEs } from './parts/systemOptions/es';
import { es as processingConsentEs } from './parts/processingConsent/es';
import { es as processingExpressionsEs } from './parts/processingExpressions/es';
import { es as processingRulesEs } from './parts/processingRules/es';
import { es as processingParserEs } from './parts/processingParser/es';
import { es as processingSplitEs } from './parts/processingSplit/es';
import { es as processingEditorEs } from './parts/processingEditor/es';
import { es as processingServicesEs } from './parts/processingServices/es';
import { es as settingsAccountEs } from './parts/settingsAccount/es';
import { es as adminAccessEs } from './parts/adminAccess/es';
import { es as adminUsersEs } from './parts/adminUsers/es';
import { es as adminAccountsEs } from './parts/adminAccounts/es';
import { es as settingsPreferencesEs } from './parts/settingsPreferences/es';
import { es as depositRequirementsEs } from './parts/depositRequirements/es';
import { es as depositUploadEs } from './parts/depositUpload/es';
import { es as depositPackGroupsEs } from './parts/depositPackGroups/es';
import { es as depositVisualsEs } from './parts/depositVisuals/es';
import { es as manageListsEs } from './parts/manageLists/es';
import { es as manageDetailsEs } from './parts/manageDetails/es';
import { es as homeLiveEs } from './parts/homeLive/es';
import { es as chartsEs } from './parts/charts/es';
import { es as orderValidationEs } from './parts/orderValidation/es';
import { es as statusEs } from './parts/statuses/es';
import type { Labels } from './en';

// Spanish labels: exactly the keys of en.ts (the test beside them checks keys and {placeholders}).
export const es: Labels = {
  'app.name': 'Postbridge',
  'error.consentPageClosed':
    'El remitente no acepta elecciones en esta página en este momento. Vuelva a intentarlo más tarde.',
  'error.consentChoiceNotOffered': 'El remitente no ofrece esta opción. Elija una de las opciones mostradas.',
  'error.invalidConsentLink':
    'Este enlace no es válido. Compruebe que ha escrito la dirección completa impresa en su carta.',
  'error.invalidConsentConfirmation':
    'Este enlace de confirmación no es válido, ya se ha utilizado o ha caducado. Vuelva a abrir el enlace de su carta para solicitar uno nuevo.',
  'error.recipientNotPending':
    'El destinatario {identifier} no tiene ninguna dirección de correo electrónico pendiente de confirmación.',
  'mail.consentConfirm.subject': 'Confirme su dirección de correo electrónico para {sender}',
  'mail.consentConfirm.text':
    'Hola:\n\nHa pedido a {sender} que le envíe su correspondencia por correo electrónico a esta dirección. Abra este enlace en un plazo de {hours} horas para confirmarla:\n\n{link}\n\nSi no lo ha solicitado, ignore este mensaje: esta dirección no se utilizará.',
  'mail.consentConfirm.html':
    '<p>Hola:</p><p>Ha pedido a <b>{sender}</b> que le envíe su correspondencia por correo electrónico a esta dirección. Abra este enlace en un plazo de {hours} horas para confirmarla:</p><p><a href="{link}">{link}</a></p><p>Si no lo ha solicitado, ignore este mensaje: esta dirección no se utilizará.</p>',
  'consent.title': 'Su preferencia de envío',
  'consent.intro': '{sender} desea saber cómo prefiere recibir su correspondencia.',
  'consent.reference': 'Su referencia: {identifier}',
  'consent.current.EMAIL': 'Elección actual: por correo electrónico, a {email}.',
  'consent.current.EMAIL_PENDING':
    'Elección actual: por correo electrónico, a {email}, pendiente de su confirmación.',
  'consent.current.LETTER': 'Elección actual: por correo postal.',
  'consent.current.NONE': 'Todavía no hay ninguna elección registrada.',
  'consent.question': '¿Cómo desea recibir su correspondencia?',
  'consent.choice.EMAIL': 'Por correo electrónico',
  'consent.choice.LETTER': 'Por correo postal',
  'consent.choice.NONE': 'Sin preferencia',
  'consent.email': 'Su dirección de correo electrónico',
  'consent.submit': 'Guardar mi elección',
  'consent.saved.EMAIL':
    'Casi listo: hemos enviado un enlace de confirmación a {email}. Ábralo en un plazo de {hours} horas para confirmar su dirección.',
  'consent.saved.LETTER': 'Gracias: {sender} le enviará su correspondencia por correo postal.',
  'consent.saved.NONE': 'Gracias: su elección se ha guardado.',
  'consent.change': 'Cambiar mi elección',
  'consent.confirm.title': 'Confirme su dirección de correo electrónico',
  'consent.confirm.intro': 'Confirme que desea recibir su correspondencia por correo electrónico.',
  'consent.confirm.submit': 'Confirmar mi dirección',
  'consent.confirm.done':
    'Gracias: su dirección {email} está confirmada. {sender} le enviará su correspondencia por correo electrónico.',
  'issue.recipient.emailRequired':
    'La preferencia {preference} necesita una dirección de correo electrónico.',
  'issue.recipient.emailNotValid':
    'La preferencia EMAIL necesita una dirección que funcione (emailValid true); utilice EMAIL_PENDING para una dirección pendiente de confirmar.',
  'issue.recipient.pendingEmailValid':
    'EMAIL_PENDING es para una dirección aún no confirmada (emailValid false), que una lista de destinatarios no puede contener.',
  'issue.recipient.listEmailValid':
    'Una lista de destinatarios contiene direcciones que el remitente garantiza: emailValid debe ser true.',
  'issue.recipient.duplicate': 'El destinatario {identifier} aparece más de una vez.',
  'issue.recipient.senderAccountDisabled':
    'La unidad organizativa {ou} no es una cuenta de remitente: active primero su cuenta de remitente.',
  'error.generic': 'Se ha producido un error inesperado.',
  'error.badRequest': 'La solicitud no es válida: {field} {reason}',
  'error.notFound': 'No se ha encontrado el elemento solicitado.',
  'error.fileTooLarge': 'El archivo supera los {limit} MB permitidos.',
  'error.validationFailed': 'Hay que corregir {count} problema(s) antes de guardar.',
  'error.jobCannotCancel': 'Un trabajo en estado {state} no se puede cancelar.',
  'error.filesPurged': 'Los archivos de este trabajo se eliminaron al finalizar su periodo de conservación.',
  'error.depositLine': 'La línea {line} del depósito no es válida: {reason}',
  'error.serviceHasOpenJobs':
    'El servicio tiene {openJobs} pedidos en curso: confirme para continuar, lo que rechazará sus pedidos pendientes de validación.',
  'error.tooManyRequests': 'Demasiados intentos. Espere {seconds} segundos y vuelva a intentarlo.',
  'error.invalidCredentials': 'Credenciales no válidas.',
  'error.sessionTimeout': 'Su sesión ha caducado... Vuelva a conectarse.',
  'error.unauthorized': 'No tiene permiso para realizar esta operación.',
  'error.editionConflict': 'Otro usuario ha modificado este elemento. Vuelva a intentar editarlo.',
  'error.idempotencyKeyReused': 'Esta Idempotency-Key ya se utilizó para otra solicitud.',
  'error.idempotencyKeyInProgress':
    'Una solicitud con esta Idempotency-Key todavía está en curso. Vuelva a intentarlo cuando haya respondido.',
  'error.passwordPolicy': 'La contraseña no cumple la política de seguridad...',
  'error.passwordTooShort':
    'La contraseña no cumple la política de seguridad... Debe tener al menos {minimum} caracteres.',
  'error.passwordBreached':
    'La contraseña no cumple la política de seguridad... Figura entre las contraseñas filtradas de otros sitios: elija otra.',
  'error.passwordUnchanged': 'La contraseña no ha cambiado...',
  'error.passwordTooSimilar':
    'La contraseña no cumple la política de seguridad... Se parece demasiado a su identificador, su nombre o su contraseña anterior.',
  'error.invalidResetToken':
    'Este enlace para restablecer la contraseña no es válido, ya se ha utilizado o ha caducado.',
  'error.passwordExpired': 'Su contraseña ha caducado. Cámbiela antes de continuar.',
  'error.invalidSignature': 'La firma de la solicitud falta, es incorrecta o ha caducado.',
  'error.currentPasswordWrong': 'La contraseña actual no es correcta.',
  'mail.commandRejected.subject': '{appName}: su pedido "{jobName}" no ha sido validado',
  'mail.commandRejected.text':
    'Su pedido "{jobName}" no ha sido validado: {reason}\n\nAbra {appName} para liberar sus destinatarios y volver a pedirlos, o cancélelo: {link}',
  'mail.commandRejected.html':
    '<p>Su pedido <strong>{jobName}</strong> no ha sido validado: {reason}</p><p><a href="{link}">Abra {appName}</a> para liberar sus destinatarios y volver a pedirlos, o cancélelo.</p>',
  'mail.commandRejected.expired': 'ningún validador actuó antes de que venciera el plazo de validación.',
  'mail.commandRejected.noReason': 'no se indicó ningún motivo.',
  'mail.validatorSummary.subject': '{appName}: {count} pedidos esperan su validación',
  'mail.validatorSummary.text':
    '{count} pedidos esperan su validación. El primero vence el {firstExpiry}.\n\nValídelos o rechácelos en {appName}: {link}',
  'mail.validatorSummary.html':
    '<p><strong>{count}</strong> pedidos esperan su validación. El primero vence el {firstExpiry}.</p><p><a href="{link}">Valídelos o rechácelos en {appName}</a>.</p>',
  'mail.lostPassword.subject': 'Restablezca su contraseña de {appName}',
  'mail.lostPassword.text':
    'Hola, {name}:\n\nAlguien ha solicitado restablecer la contraseña de la cuenta {login}. Abra este enlace en un plazo de {minutes} minutos para elegir una nueva contraseña:\n\n{link}\n\nSi no lo ha solicitado, ignore este correo electrónico: su contraseña no cambiará.',
  'mail.lostPassword.html':
    '<p>Hola, {name}:</p><p>Alguien ha solicitado restablecer la contraseña de la cuenta <b>{login}</b>. Abra este enlace en un plazo de {minutes} minutos para elegir una nueva contraseña:</p><p><a href="{link}">{link}</a></p><p>Si no lo ha solicitado, ignore este correo electrónico: su contraseña no cambiará.</p>',
  'common.loading': 'Cargando…',
  'common.retry': 'Reintentar',
  'common.close': 'Cerrar',
  'common.backToSignIn': 'Volver al inicio de sesión',
  'common.backToHome': 'Volver al inicio',
  'field.required': 'Este campo es obligatorio.',
  'field.invalidEmail': 'Introduzca una dirección de correo electrónico válida.',
  'error.network': 'No se puede contactar con el servidor. Compruebe su conexión y vuelva a intentarlo.',
  'error.passwordMismatch': 'Las contraseñas no coinciden.',
  'error.workInProgress.title': 'En construcción',
  'error.workInProgress.text':
    'Esta parte de la aplicación está en construcción. Vuelva a intentarlo más tarde.',
  'error.pageNotFound.title': 'Página no encontrada',
  'error.pageNotFound.text': 'La página que busca no existe o se ha movido.',
  'error.lazyTimeout':
    'Esta pantalla tarda demasiado en cargarse. Compruebe su conexión y vuelva a intentarlo.',
  'notification.passwordExpiry': 'Su contraseña caducará en {days} días. Cámbiela ahora.',
  'notification.passwordChanged': 'Su contraseña se ha cambiado.',
  'shell.loading': 'Cargando la aplicación…',
  'shell.mainMenu': 'Menú principal',
  'shell.toggleMenu': 'Mostrar u ocultar el menú',
  'shell.logoAlt': 'Logotipo de {appName}',
  'shell.notifications': 'Notificaciones (Alt+T)',
  'userMenu.open': 'Menú de usuario de {name}',
  'userMenu.settings': 'Mi configuración',
  'userMenu.version': 'Información de versión',
  'userMenu.signOut': 'Cerrar sesión',
  'version.title': 'Información de versión',
  'version.client': 'Cliente web',
  'version.server': 'Servidor',
  'version.modules': 'Módulos del servidor',
  'version.unavailable': 'No disponible',
  'signIn.title': 'Iniciar sesión',
  'signIn.subtitle': 'Bienvenido a {appName}',
  'signIn.login': 'Usuario',
  'signIn.password': 'Contraseña',
  'signIn.submit': 'Iniciar sesión',
  'signIn.forgotPassword': '¿Ha olvidado su contraseña?',
  'lostPassword.title': '¿Ha olvidado su contraseña?',
  'lostPassword.intro':
    'Introduzca la dirección de correo electrónico de su cuenta. Le enviaremos un enlace para elegir una nueva contraseña.',
  'lostPassword.email': 'Dirección de correo electrónico',
  'lostPassword.submit': 'Enviar el enlace',
  'lostPassword.sent':
    'Si hay una cuenta con esta dirección, se ha enviado un correo electrónico con un enlace para elegir una nueva contraseña.',
  'password.current': 'Contraseña actual',
  'password.rule':
    'Al menos {minimum} caracteres; unas cuantas palabras sin relación forman una contraseña robusta y fácil de recordar.',
  'password.new': 'Nueva contraseña',
  'password.confirm': 'Confirme la nueva contraseña',
  'password.submit': 'Cambiar la contraseña',
  'password.reveal': 'Mostrar u ocultar los caracteres escritos',
  'password.expired.title': 'Cambie su contraseña',
  'password.expired.intro':
    'Su contraseña ha caducado o es la contraseña temporal que recibió. Elija una propia para continuar.',
  'resetPassword.title': 'Elija una nueva contraseña',
  'resetPassword.account': 'Cuenta: {login}',
  'resetPassword.done': 'Su contraseña se ha cambiado. Ya puede iniciar sesión.',
  'changePassword.title': 'Cambiar mi contraseña',
  'home.welcome': 'Bienvenido, {name}',
  'home.counters': 'Actividad',
  'home.range': 'Del {from} al {to}',
  'deposit.home.intro': 'Elija el servicio con el que enviar sus documentos.',
  'deposit.home.noService': 'Todavía no tiene ningún servicio disponible. Consulte a su administrador.',
  'deposit.backToServices': 'Volver a los servicios',
  'deposit.noServiceChosen': 'No se ha elegido ningún servicio. Vuelva a los servicios y elija uno.',
  'deposit.box.choose': 'Elegir archivos',
  'deposit.box.dropHint': 'Suelte aquí los archivos PDF o elíjalos.',
  'deposit.box.invalidType': 'Aquí solo se aceptan archivos PDF. No añadidos: {names}',
  'deposit.box.empty': 'Todavía no hay ningún archivo.',
  'deposit.box.files': 'Archivos de {box}',
  'deposit.box.file': '{name} ({size} KB)',
  'deposit.box.remove': 'Quitar {name}',
  'deposit.jobName': 'Nombre del depósito',
  'deposit.send': 'Enviar',
  'deposit.filesMissing': 'Añada un archivo PDF a cada casilla para enviar.',
  'deposit.uploading': 'Enviando los archivos: {percent} %',
  'deposit.uploadProgress': 'Progreso de la carga',
  'deposit.job.processing': 'Se están procesando sus documentos…',
  'deposit.job.timeout':
    'El procesamiento está tardando más de lo previsto. Encontrará este depósito más tarde en Gestionar.',
  'deposit.job.failed': 'No se pudo procesar el depósito',
  'deposit.job.cancelled': 'El depósito se canceló',
  'deposit.order': 'Pedir',
  'deposit.packGroups.title': 'Envíos encontrados',
  'deposit.packGroups.summaryLabel': 'Resumen de las comprobaciones de direcciones',
  'deposit.packGroups.total': 'Envíos: {n}',
  'deposit.packGroups.countGood': 'Válidas: {n}',
  'deposit.packGroups.countModified': 'Corregidas: {n}',
  'deposit.packGroups.countForced': 'Forzadas: {n}',
  'deposit.packGroups.countBad': 'No válidas: {n}',
  'deposit.packGroups.position': 'N.º',
  'deposit.packGroups.pages': 'Páginas',
  'deposit.packGroups.pageRange': '{first}–{last} ({n} p.)',
  'deposit.packGroups.address': 'Dirección postal',
  'deposit.packGroups.check': 'Comprobación',
  'deposit.packGroups.actions': 'Acciones',
  'deposit.packGroups.noAddress': 'Sin dirección',
  'deposit.packGroups.reject': 'Rechazar',
  'deposit.packGroups.rejectOne': 'Rechazar el envío {position}',
  'deposit.packGroups.rejected': 'Rechazado',
  'deposit.status.GOOD': 'Válida',
  'deposit.status.MODIFIED': 'Corregida',
  'deposit.status.FORCED': 'Forzada',
  'deposit.status.BAD': 'No válida',
  'home.countersError': 'No se han podido cargar los contadores.',
  'counter.awaitingValidation': 'Pendientes de validación',
  'counter.errors': 'Errores',
  'counter.delivered': 'Entregados',
  'counter.processing': 'En proceso',
  'counter.ordersRemaining': 'Pedidos pendientes',
  'counter.ordersProcessing': 'Pedidos en proceso',
  'section.home': 'Inicio',
  'section.deposit': 'Enviar',
  'section.manage': 'Gestionar',
  'section.monitoring': 'Supervisión',
  'section.processing': 'Procesamiento',
  'section.administration': 'Administración',
  'section.system': 'Sistema',
  'section.settings': 'Configuración',
  'section.printer': 'Impresora virtual',
  'screen.deposit.archive': 'Depósito de archivo',
  'screen.deposit.home': 'Enviar documentos',
  'screen.deposit.delivery': 'Opciones de envío',
  'screen.deposit.unique': 'Depósito de un documento',
  'screen.deposit.split': 'Depósito con división',
  'screen.deposit.preprocessing': 'Depósito con preprocesamiento',
  'screen.deposit.form': 'Depósito por formulario',
  'screen.deposit.advanced': 'Depósito avanzado',
  'screen.deposit.validation': 'Validación de pedidos',
  'screen.manage.home': 'Gestionar',
  'screen.manage.deliveries': 'Envíos',
  'screen.manage.deliveryDetail': 'Detalles del envío',
  'screen.manage.orders': 'Depósitos',
  'screen.manage.orderDetail': 'Detalles del depósito',
  'screen.manage.documents': 'Documentos',
  'screen.manage.documentsError': 'Documentos con errores',
  'screen.manage.recipientsChoice': 'Elecciones de los destinatarios',
  'screen.monitoring.home': 'Supervisión',
  'screen.monitoring.deliveries': 'Supervisión de envíos',
  'screen.monitoring.jobs': 'Supervisión de depósitos',
  'screen.monitoring.lateDeliveries': 'Envíos con retraso',
  'screen.monitoring.shipments': 'Supervisión de expediciones',
  'screen.administration.home': 'Administración',
  'screen.administration.accounts': 'Cuentas',
  'screen.administration.users': 'Usuarios',
  'screen.administration.groups': 'Grupos',
  'screen.administration.profiles': 'Perfiles',
  'screen.administration.permissions': 'Permisos',
  'screen.system.home': 'Sistema',
  'screen.system.brandings': 'Marcas blancas',
  'screen.system.channels': 'Canales',
  'screen.system.locales': 'Idiomas',
  'screen.system.options': 'Opciones',
  'screen.system.security': 'Seguridad',
  'screen.processing.home': 'Procesamiento',
  'screen.processing.services': 'Servicios',
  'screen.processing.recipientsChoice': 'Consentimiento de los destinatarios',
  'screen.settings.home': 'Configuración',
  'screen.settings.addressbox': 'Libreta de direcciones',
  'screen.settings.library': 'Biblioteca de documentos',
  'screen.settings.user': 'Mi perfil',
  'screen.embedded.home': 'Depósito integrado',
  'screen.printer.config': 'Configuración de la impresora',
  'screen.printer.home': 'Impresora virtual',
  'screen.printer.manual': 'Impresión manual',
  'screen.printer.automated': 'Impresión automática',
  'screen.printer.async': 'Enviar un archivo impreso',
  'issue.service.nameMandatory': 'El servicio necesita un nombre.',
  'issue.service.box.nameMandatory': 'Cada casilla necesita un nombre.',
  'issue.service.box.duplicateName': 'Ya hay otra casilla llamada «{name}».',
  'issue.service.box.labelMandatory': 'La casilla «{name}» necesita una etiqueta.',
  'issue.service.box.splitMinElements':
    'La casilla «{name}» divide sus archivos, por lo que necesita un mínimo de al menos 1 archivo.',
  'issue.service.box.minAboveMax':
    'La casilla «{name}» pide al menos {min} archivos pero acepta como máximo {max}.',
  'issue.service.box.dataFileColumns':
    'La casilla de archivo de datos «{name}» debe definir cómo se leen sus columnas.',
  'issue.service.box.unknownParent':
    'La casilla «{name}» tiene una casilla principal desconocida «{parent}».',
  'issue.service.box.reconcileMandatory':
    'La casilla «{name}» necesita una condición que asocie sus documentos con su casilla principal.',
  'issue.service.box.unknownServiceFile':
    'La casilla «{name}» hace referencia a un archivo del servicio que no existe.',
  'issue.service.metadata.nameMandatory': 'Cada metadato necesita un nombre.',
  'issue.service.metadata.duplicate': 'Ya hay otro metadato llamado «{name}».',
  'issue.service.requirement.invalidName':
    'El nombre de requisito «{name}» está vacío o reservado. Elija otro nombre.',
  'issue.service.requirement.duplicate': 'Ya hay otro requisito llamado «{name}».',
  'issue.service.requirement.mandatory': 'El canal «{label}» necesita al menos un requisito.',
  'issue.service.channel.labelMandatory': 'Cada canal necesita una etiqueta.',
  'issue.service.channel.duplicateLabel': 'Ya hay otro canal con la etiqueta «{label}».',
  'issue.service.channel.addressPageMissing':
    'El canal «{label}» compone una página de dirección, pero ninguna casilla la tiene y el archivo de salida no la impone.',
  'issue.service.channel.unknown': 'El canal "{id}" de "{label}" no existe.',
  'issue.service.channel.notOffered': 'El canal "{name}" no se ofrece a esta unidad organizativa.',
  'issue.service.channel.unknownOutputFile':
    'El canal de "{label}" no tiene el archivo de salida "{outputFileId}".',
  'issue.service.option.unknownType': 'No existe el tipo de opción "{optionTypeId}".',
  'issue.service.option.unknown': 'La opción "{optionId}" no es una opción del tipo "{optionTypeId}".',
  'issue.service.option.notOffered': 'El canal de "{label}" no ofrece la opción "{optionId}".',
  'issue.service.metadata.unknown':
    'Ningún metadato se llama "{name}": defínalo en el servicio, en una caja o en un archivo de datos.',
  'issue.service.strategy.channelRequired': 'El grupo de envío «{name}» necesita al menos un canal.',
  'issue.service.strategy.unknownChannel':
    'La estrategia de envío hace referencia a un canal desconocido «{label}».',
  'issue.service.pattern.invalid': '«{pattern}» no es una expresión regular válida.',
  'issue.parser.encodingRequired': 'Elija la codificación del archivo de datos.',
  'issue.parser.separatorRequired': 'Introduzca el separador de columnas.',
  'issue.parser.mapping.empty': 'Asocie al menos una columna a un metadato.',
  'issue.parser.mapping.invalidColumnIndex': 'La columna «{column}» debe ser un número de columna (0 o más).',
  'issue.parser.mapping.targetBlank': 'Introduzca el nombre del metadato al que va esta columna.',
  'issue.parser.mapping.duplicateTarget': 'El metadato «{name}» se rellena desde más de una columna.',
  'issue.parser.fixedWidth.columnWidthsEmpty': 'Introduzca el ancho de al menos una columna.',
  'issue.parser.fixedWidth.widthNotPositive': 'El ancho de la columna {column} debe ser mayor que 0.',
  'issue.parser.fixedWidth.columnNotMapped': 'La columna {column} no está asociada a ningún metadato.',
  'issue.parser.delimited.columnNamesEmpty': 'Introduzca al menos un nombre de columna.',
  'issue.parser.delimited.columnNameBlank': 'Un nombre de columna no puede estar vacío.',
  'issue.parser.delimited.headerRequired':
    'Las columnas leídas por nombre necesitan una línea de encabezado en el archivo.',
  'issue.parser.delimited.duplicateColumnName': 'El nombre de columna «{name}» se usa dos veces.',
  'issue.parser.json.globalMappingRequired':
    'Sin puntero de elementos, asocie al menos un valor del archivo completo.',
  'issue.parser.json.mappingNotAllowed':
    'Sin puntero de elementos, los valores no se pueden asociar por elemento.',
  'issue.parser.json.invalidPointer': 'El puntero JSON «{pointer}» debe empezar por /.',
  'issue.parser.skipLines.negative': 'El número de líneas que omitir no puede ser negativo.',
  'issue.expression.columnRequired': 'Introduzca el nombre de la columna.',
  'issue.expression.keyRequired': 'Introduzca la clave de metadatos del PDF.',
  'issue.expression.metadataRequired': 'Elija el metadato.',
  'issue.expression.boxRequired': 'Elija la casilla o lea desde la casilla principal.',
  'issue.expression.unknownBox': 'No existe ninguna casilla llamada «{name}».',
  'issue.expression.identifierRequired': 'Defina cómo se calcula el identificador del destinatario.',
  'issue.expression.operandRequired': 'Falta este valor.',
  'issue.expression.operandsEmpty': 'Añada al menos un valor.',
  'issue.expression.optionRequired': 'Elija la opción.',
  'issue.job.notEnoughFiles':
    'Archivos insuficientes: «{box}» necesita al menos {min} archivos ({count} aportados).',
  'issue.job.maxFileCount': '«{box}» acepta como máximo {max} archivos ({count} aportados).',
  'issue.job.noRoom': 'No se puede añadir «{file}»: «{box}» ya contiene su máximo de {max} archivos.',
  'issue.job.appositionTwice': '«{file}» ya se ha añadido a «{box}».',
  'issue.job.invalidFileType': 'El tipo de «{file}» no es adecuado para «{box}».',
  'issue.job.unknownBox': 'Esta casilla no existe en el servicio.',
  'issue.job.nameMandatory': 'Introduzca un nombre para el trabajo.',
  'issue.metadata.mandatory': '«{name}» es obligatorio.',
  'issue.metadata.pattern': '«{name}» no tiene el formato esperado.',
  'issue.metadata.maxLines': '«{name}» tiene {lines} líneas; se permiten como máximo {maxLines}.',
  'issue.metadata.controlledValue': '«{value}» no es un valor permitido para «{name}».',
  'issue.metadata.constantValue': '«{value}» no es uno de los valores ofrecidos para «{name}».',
  'issue.ou.idMissing': 'La cuenta no tiene identificador.',
  'issue.ou.delayInvalid': 'Un plazo debe ser un número entero de días, 0 o más.',
  'issue.ou.delays':
    'Los plazos deben cumplir congelación ({freeze}) ≤ archivos ({file}) ≤ datos ({data}) días.',
  'issue.ou.webhookInvalid': 'URL no válida',
  'issue.ou.webhookInsecure': 'Se recomienda un enlace seguro (HTTPS)',
  'issue.ou.webhookCredentials':
    'Una dirección de webhook no debe contener usuario ni contraseña: las llamadas van firmadas.',
  'issue.ou.brandDomain': '«{domain}» debe ser un nombre de dominio como mail.example.com, no una URL.',
  'issue.pageSelector.notAllowed':
    'El selector de páginas «{selector}» no está permitido para {kind} (permitidos: {allowed}).',
  'issue.channel.nameMandatory': 'El canal necesita un nombre.',
  'issue.channel.providerMandatory': 'Elija el proveedor que transporta las salidas del canal.',
  'issue.channel.idInvalid':
    'El identificador de canal «{id}» solo puede contener letras, cifras, «.», «-» y «_», y debe empezar por una letra o una cifra.',
  'issue.channel.idTaken': 'Otro canal ya tiene el identificador «{id}».',
  'issue.channel.workingDaysEmpty': 'Elija al menos un día laborable.',
  'issue.channel.workingDayDuplicate': 'El día laborable {day} aparece dos veces.',
  'issue.channel.cutoffTimeInvalid': 'La hora límite «{time}» debe escribirse HH:mm (de 00:00 a 23:59).',
  'issue.channel.timeZoneUnknown':
    'La zona horaria «{timeZone}» es desconocida: la hora límite se ignorará y los días se contarán en UTC.',
  'issue.channel.fallbackStatusUnknown': '{code} no es un estado de envío conocido.',
  'issue.channel.fallbackStatusDuplicate': 'El estado {code} aparece dos veces.',
  'issue.channel.tracking.placeholderMissing':
    'El enlace de seguimiento debe contener el marcador «{placeholder}» en el lugar del número de seguimiento.',
  'issue.channel.tokenWithoutTrigger':
    'Solo un canal cuyos archivos de salida recoge un sistema externo tiene un token de salida externo.',
  'issue.channel.outputFile.nameMandatory': 'Cada archivo de salida necesita un nombre.',
  'issue.channel.outputFile.duplicateName': 'Otro archivo de salida ya se llama «{name}».',
  'issue.channel.outputFile.duplicateId': 'Otro archivo de salida ya tiene el identificador «{id}».',
  'issue.channel.outputFile.mainCount':
    'Exactamente un archivo de salida debe ser el principal (lo son {count}).',
  'issue.channel.area.outsidePage':
    'La zona sobrepasa la página {format}, que mide {widthMm} × {heightMm} mm.',
  'issue.channel.area.contentMandatory': 'Indique qué muestra la zona {type}.',
  'issue.channel.area.unknownFont': 'La fuente «{font}» no está disponible.',
  'issue.channel.area.colorInvalid': '«{color}» no es un color escrito rgba(rojo,verde,azul,opacidad).',
  'issue.channel.option.unknownType': 'No existe el tipo de opción «{optionTypeId}».',
  'issue.channel.option.unknown': 'La opción «{optionId}» no es una opción del tipo «{optionTypeId}».',
  'issue.channel.option.groupEmpty': 'Ofrezca al menos una opción del tipo «{optionTypeId}».',
  'issue.channel.option.duplicate': 'La opción «{optionId}» se ofrece dos veces.',
  'issue.channel.option.duplicateType': 'El tipo de opción «{optionTypeId}» aparece dos veces.',
  'issue.channel.option.multipleDefaults':
    'Solo una opción del tipo «{optionTypeId}» puede ser la predeterminada.',
  'issue.option.type.nameMandatory': 'El tipo de opción necesita un nombre.',
  'issue.option.type.duplicateName': 'Otro tipo de opción ya se llama «{name}».',
  'issue.option.valueMandatory': 'La opción necesita un valor.',
  'issue.option.duplicateValue': 'Este tipo de opción ya tiene una opción «{value}».',
  'error.optionTypeInUse':
    'El tipo de opción «{name}» no se puede eliminar: todavía le pertenecen {options} opciones y {users} canales o servicios lo utilizan.',
  'error.optionInUse': 'La opción «{value}» no se puede eliminar: {users} canales o servicios la utilizan.',
  'issue.address.notExtracted': 'No se ha encontrado ninguna dirección en el documento.',
  'issue.address.invalidFormat':
    'La dirección no tiene una línea de código postal y localidad válida para su país.',
  'issue.address.tooManyLines': 'La dirección tiene demasiadas líneas.',
  'issue.address.unknownCountry': 'El país de la dirección no es conocido.',
  'issue.address.countryNotHandled': 'Este canal no admite el país de la dirección.',
  'issue.address.countryUndetected': 'No se ha podido detectar el país de la dirección.',
  'issue.address.incomplete':
    'La dirección está incompleta: necesita al menos una línea de nombre o calle y una línea con código postal y localidad.',
  'issue.address.postcodeCountryMismatch':
    'La línea de código postal y localidad no corresponde al país indicado en la última línea.',
  'issue.address.twoCountryLines':
    'La dirección indica un país en dos líneas: deje solo el país de destino, en la última línea.',
  'issue.address.lineTooLong': 'Una línea de la dirección es demasiado larga.',
  'issue.email.empty': 'No se ha encontrado ninguna dirección de correo electrónico.',
  'issue.email.invalidFormat': 'La dirección de correo electrónico no es válida.',
  'issue.email.tooLong': 'La dirección de correo electrónico es demasiado larga.',
  'issue.phone.empty': 'No se ha encontrado ningún número de teléfono.',
  'issue.phone.invalidFormat': 'El número de teléfono no es válido.',
  'issue.phone.countryNotHandled': 'El número de teléfono pertenece a un país que no se admite aquí.',
  'issue.phone.countryUndetected':
    'No se ha podido detectar el país del número de teléfono: escríbalo con su prefijo internacional (+…).',
  'issue.pdf.areaOutsidePage':
    'La zona que leer está fuera de la página {page}, que mide {widthMm} × {heightMm} mm.',
  'issue.requirement.unknown': 'El servicio no tiene ningún requisito llamado «{name}».',
  'issue.requirement.notPdfArea': 'El requisito «{name}» no se lee de una zona del PDF.',
  'issue.pdf.encrypted': 'El documento está cifrado o protegido.',
  'issue.pdf.invalid': 'El archivo no es un documento PDF legible.',
  'issue.pdf.pageOutOfRange': 'La página solicitada está fuera del documento, que tiene {pageCount} páginas.',
  'issue.pdf.tooComplex':
    'Este documento es demasiado complejo para procesarlo: necesitó más tiempo o memoria de lo permitido.',
  'issue.pdf.invalidArea': 'La zona que leer necesita un ancho y un alto positivos.',
  'issue.pdf.invalidThumbnailWidth': 'No se puede generar una vista previa de {widthPx} píxeles de ancho.',
  'issue.split.invalidConfig': 'La configuración de división del documento no es válida.',
  'issue.data.config': 'La configuración del archivo de datos no es válida.',
  'issue.data.encoding':
    'Línea {line}: el texto no es {encoding} válido. Compruebe la codificación elegida para el archivo de datos.',
  'issue.data.lineTooLong': 'La línea {line} es demasiado larga.',
  'issue.data.columnCount': 'Línea {line}: {found} columnas encontradas, se esperaban {expected}.',
  'issue.data.lineLength': 'La línea {line} no se ajusta a los anchos de columna.',
  'issue.data.missingColumn': 'Línea {line}: falta en el archivo una columna usada en la configuración.',
  'issue.data.syntax': 'Línea {line}: no se pueden leer los datos (error de sintaxis).',
  'issue.data.jsonPointer': 'El puntero JSON «{pointer}» no lleva a datos utilizables.',
  'issue.data.tooLarge': 'El archivo de datos es demasiado grande para leerlo (como máximo {limit} bytes).',
  'issue.archive.invalid': 'El archivo no es un archivo ZIP legible o está dañado.',
  'issue.archive.tooManyEntries':
    'El archivo ZIP contiene {count} archivos; se permiten como máximo {limit}.',
  'issue.archive.tooLarge': 'Una vez extraído, el archivo ZIP ocuparía más de {limit} bytes.',
  'issue.archive.compressionRatio':
    '«{name}» en el archivo ZIP está demasiado comprimido para extraerlo con seguridad.',
  'issue.archive.pathTraversal': 'El nombre «{name}» del archivo ZIP apunta fuera de la carpeta del archivo.',
  'issue.archive.absolutePath': 'El nombre «{name}» del archivo ZIP es una ruta absoluta.',
  'issue.archive.backslash': 'El nombre «{name}» del archivo ZIP contiene una barra invertida (\\).',
  'issue.archive.invalidName': 'Un nombre de archivo del ZIP está vacío o contiene caracteres de control.',
  'issue.archive.duplicateName':
    'El archivo ZIP contiene «{name}» y «{previous}», que tendrían el mismo nombre al extraerlos.',
  'issue.archive.symlink': '«{name}» en el archivo ZIP es un enlace simbólico, que no se acepta.',
  'issue.archive.encrypted': '«{name}» en el archivo ZIP está cifrado o protegido.',
  'issue.archive.unsupportedCompression':
    '«{name}» en el archivo ZIP usa un método de compresión no admitido.',
  'issue.archive.sizeMismatch':
    'El tamaño de «{name}» en el archivo ZIP no coincide con el tamaño declarado.',
  'issue.job.noPackGroups':
    'No se ha podido generar ningún documento con este trabajo: no contiene ningún PDF que dividir.',
  'issue.job.unknownService': 'El servicio de este trabajo ya no existe.',
  'issue.job.processingFailed':
    'No se ha podido procesar este trabajo. Inténtelo más tarde o póngase en contacto con su administrador.',
  'issue.job.processingCrashed':
    'El procesamiento de este trabajo detuvo el proceso de trabajo varias veces; se ha apartado para que los demás trabajos continúen. Compruebe sus archivos (un PDF dañado o muy complejo) o póngase en contacto con su administrador.',
  'issue.service.file.unknown': 'El servicio no tiene ningún archivo llamado «{name}».',
  'issue.service.file.unknownBox': 'Este archivo se envía a una caja que el servicio no tiene.',
  'issue.schema.invalid': 'Este valor no tiene la forma correcta: {reason}',
  'error.packGroupsAlreadyOrdered':
    '{count} de estos destinatarios ya están pedidos, rechazados o modificados: actualice la lista y vuelva a pedir.',
  'error.command.alreadyValidated': 'Su envío ya ha sido validado.',
  'error.command.notPending': 'Esta orden de envío ya no está pendiente de validación.',
  'error.command.cannotFree': 'Solo se pueden liberar los destinatarios de una orden rechazada o caducada.',
  'error.command.cannotCancel': 'Esta orden de envío ya no se puede cancelar.',
  'deposit.delivery.proof.watermark': 'PRUEBA',
  'deposit.delivery.noPackGroups': 'Este depósito ya no tiene cartas por pedir.',
  'deposit.delivery.channels': 'Canales',
  'deposit.delivery.channel.recipients': '{count} destinatarios',
  'deposit.delivery.channel.postDates': 'Fecha de envío entre el {earliest} y el {latest}',
  'deposit.delivery.noChannel': 'Ningún canal puede enviar estas cartas.',
  'deposit.delivery.notEligible.title': 'Cartas que ningún canal puede llevar',
  'deposit.delivery.notEligible.item': '{recipient}: {reasons}',
  'deposit.delivery.postDate.label': 'Fecha de envío deseada',
  'deposit.delivery.postDate.description': 'Opcional, con el formato yyyy-MM-dd.',
  'deposit.delivery.postDate.invalid': 'Introduzca una fecha con el formato yyyy-MM-dd.',
  'deposit.delivery.postDate.planned': 'Fecha de envío prevista: {date}',
  'deposit.delivery.cutoff.passed':
    'La hora límite de hoy ha pasado: las cartas se enviarán el próximo día posible.',
  'deposit.delivery.cutoff.soon':
    'La hora límite de hoy es dentro de {minutes} minutos: haga el pedido ahora para enviar hoy.',
  'deposit.delivery.proof.button': 'Prueba',
  'deposit.delivery.proof.title': 'Pruebas',
  'deposit.delivery.proof.loading': 'Preparando las pruebas',
  'deposit.delivery.proof.download': 'Descargar la prueba {name} (páginas: {pages})',
  'deposit.delivery.order.button': 'Pedir',
  'deposit.delivery.ordered.AWAIT_VALIDATION': 'Su pedido está pendiente de validación.',
  'deposit.delivery.ordered.VALIDATED': 'Su pedido está validado: el procesamiento ha comenzado.',
  'deposit.delivery.ordered.other': 'Su pedido está registrado (estado {state}).',
  'deposit.delivery.backHome': 'Volver a los depósitos',
  'deposit.validation.empty': 'Ningún pedido está pendiente de validación.',
  'deposit.validation.column.job': 'Depósito',
  'deposit.validation.column.owner': 'Propietario',
  'deposit.validation.column.recipients': 'Destinatarios',
  'deposit.validation.column.channels': 'Canales',
  'deposit.validation.column.postDate': 'Fecha de envío',
  'deposit.validation.column.actions': 'Acciones',
  'deposit.validation.validate': 'Validar',
  'deposit.validation.reject': 'Rechazar',
  'deposit.validation.validateJob': 'Validar el pedido {name}',
  'deposit.validation.rejectJob': 'Rechazar el pedido {name}',
  'deposit.validation.reason': 'Motivo',
  'deposit.validation.reasonRequired': 'Indique el motivo del rechazo.',
  'deposit.validation.cancel': 'Cancelar',
  'deposit.validation.confirmReject': 'Rechazar el pedido',
  'deposit.validation.validated': 'El pedido {name} está validado.',
  'deposit.validation.rejected': 'El pedido {name} está rechazado.',
  'issue.delivery.option.notOffered': 'El canal "{channel}" no ofrece la opción "{optionId}".',
  'issue.delivery.channel.unknown': 'El servicio no tiene el canal "{channel}".',
  'issue.delivery.postDate.notAllowed':
    '{date} no es una fecha de envío posible para {channel}: elija un día laborable del {earliest} al {latest}.',
  'issue.delivery.nothingToSend': 'Ninguno de estos destinatarios puede enviarse por un canal del servicio.',
  'issue.delivery.noChannel': 'Ningún canal del servicio puede enviar a este destinatario.',
  'issue.job.archiveEntryUnplaced':
    'Un archivo del archivo comprimido no corresponde a ninguna caja del servicio (por su tipo, su nombre o el número de archivos permitido).',
  'issue.archive.tooDeep':
    'El archivo comprimido contiene archivos anidados a demasiada profundidad para extraerlos.',
  'issue.job.orphan.noMatch':
    'Este documento no corresponde a ningún destinatario del depósito: no se enviará.',
  'issue.job.orphan.duplicate':
    'Este destinatario ya tiene un registro de este archivo de datos: este no se utilizará.',
  'issue.job.recordCountMismatch':
    'El archivo de datos no contiene un registro por documento: sus registros y los documentos del PDF deben corresponderse uno a uno.',
  ...depositUploadEs,
  ...depositPackGroupsEs,
  ...depositVisualsEs,
  ...manageListsEs,
  ...manageDetailsEs,
  ...homeLiveEs,
  ...chartsEs,
  ...orderValidationEs,
  ...statusEs,
  ...depositRequirementsEs,
  ...settingsPreferencesEs,
  ...settingsAccountEs,
  ...processingEditorEs,
  ...processingConsentEs,
  ...systemBrandingsEs,
  ...systemLocalesEs,
  ...depositPreflightEs,
  ...preflightEs,
  ...printerEs,
  ...printerScreenEs,
  ...ssoEs,
  ...a11yEs,
  ...faceEs,
  ...apiKeyEs,
  ...webhooksEs,
  ...ippPrintEs,
  ...costsEs,
  ...smppEs,
  ...evidenceEs,
  ...mailDomainsEs,
  ...mailReturnsEs,
  ...escalationEs,
  ...embeddedEs,
  ...systemSecurityEs,
  ...systemChannelsEs,
  ...systemAreasEs,
  ...systemOptionsEs,
  ...processingExpressionsEs,
  ...processingRulesEs,
  ...processingParserEs,
  ...processingSplitEs,
  ...processingServicesEs,
  ...adminAccessEs,
  ...adminUsersEs,
  ...adminAccountsEs,
};
