import type { Translations } from '../define';
import type { en } from './en';

export const es: Translations<typeof en> = {
  'system.options.intro':
    'Las opciones con las que se encarga un envío (color, impresión, sobre…): tipos de opción y sus valores.',
  'system.options.readOnly': 'Puede ver las opciones pero no modificarlas.',
  'system.options.loadError': 'No se pudieron cargar las opciones.',
  'system.options.retry': 'Reintentar',
  'system.options.types': 'Tipos de opción',
  'system.options.newType': 'Nuevo tipo de opción',
  'system.options.noTypes': 'Todavía no hay ningún tipo de opción.',
  'system.options.recomputeBadge': 'Recalcula',
  'system.options.typeName': 'Nombre',
  'system.options.recompute': 'Volver a calcular el envío cuando cambia esta opción',
  'system.options.recomputeHint':
    'Para opciones que cambian los propios documentos, como la impresión a doble cara.',
  'system.options.typeFormNew': 'Nuevo tipo de opción',
  'system.options.typeFormEdit': 'Tipo de opción {name}',
  'system.options.values': 'Valores de {name}',
  'system.options.pickType': 'Elija un tipo de opción para ver sus valores.',
  'system.options.newValue': 'Nuevo valor',
  'system.options.noValues': 'Este tipo de opción aún no tiene valores.',
  'system.options.value': 'Valor',
  'system.options.rank': 'Orden',
  'system.options.best': 'Recomendado',
  'system.options.bestHint': 'Se muestra como la opción recomendada.',
  'system.options.default': 'Predeterminado',
  'system.options.defaultHint':
    'Preseleccionado. Los demás valores de este tipo dejan de ser el predeterminado.',
  'system.options.properties': 'Propiedades',
  'system.options.noProperties': 'Ninguna propiedad.',
  'system.options.propertyKey': 'Clave',
  'system.options.propertyValue': 'Valor de la propiedad',
  'system.options.addProperty': 'Añadir una propiedad',
  'system.options.removeProperty': 'Quitar la propiedad {key}',
  'system.options.valueFormNew': 'Nuevo valor de {name}',
  'system.options.valueFormEdit': 'Valor {name}',
  'system.options.yes': 'Sí',
  'system.options.no': 'No',
  'system.options.save': 'Guardar',
  'system.options.cancel': 'Cancelar',
  'system.options.edit': 'Editar',
  'system.options.view': 'Ver',
  'system.options.delete': 'Eliminar',
  'system.options.select': 'Mostrar los valores de {name}',
  'system.options.deleteTypeConfirm': '¿Eliminar el tipo de opción {name}?',
  'system.options.deleteValueConfirm': '¿Eliminar el valor {name}?',
  'system.options.typeSaved': 'Tipo de opción guardado.',
  'system.options.valueSaved': 'Valor guardado.',
  'system.options.typeDeleted': 'Tipo de opción eliminado.',
  'system.options.valueDeleted': 'Valor eliminado.',
  'system.options.error.nameRequired': 'El tipo de opción necesita un nombre.',
  'system.options.error.valueRequired': 'El valor necesita un texto.',
  'system.options.error.keyRequired': 'Cada propiedad necesita una clave.',
  'system.options.error.duplicateKey': 'La clave {key} aparece dos veces.',
  'system.options.error.rank': 'El orden es un número entero.',
  'system.provider.title': 'Proveedor',
  'system.provider.name': 'Proveedor',
  'system.provider.about.simulator':
    'Simulador: no sale nada; los estados se inventan con el tiempo. Para pruebas y demostraciones.',
  'system.provider.about.smtp':
    'Correo electrónico: cada carta se envía como correo a través del servidor de correo configurado.',
  'system.provider.about.print-drop':
    'Depósito de impresión: los archivos de impresión se escriben en una carpeta o un servidor SFTP que recoge la imprenta.',
  'system.provider.about.on-premise':
    'Impresión local: un sistema de impresión del cliente recoge los archivos de salida con el token del canal.',
  'system.provider.about.http-provider':
    'Proveedor JSON/HTTP: cada envío se publica, firmado, en la dirección del proveedor (SMS, correo certificado, caja fuerte digital).',
  'system.provider.about.other':
    'Un proveedor que este servidor no conoce: los envíos de este canal fallarán.',
  'system.provider.saveFirst':
    'Guarde primero el canal: después podrá definir aquí su dirección y su secreto.',
  'system.provider.loadError': 'No se pudieron cargar los ajustes del proveedor.',
  'system.provider.endpoint': 'Dirección del proveedor',
  'system.provider.endpointHint':
    'La dirección https del proveedor; los envíos se publican en ella seguida de /shipments. Vacía: la de la configuración del servidor.',
  'system.provider.saveEndpoint': 'Guardar la dirección',
  'system.provider.removeEndpoint': 'Quitar la dirección',
  'system.provider.source.endpoint.system': 'En uso: la dirección definida aquí.',
  'system.provider.source.endpoint.configuration': 'En uso: la dirección de la configuración del servidor.',
  'system.provider.source.endpoint.none': 'Sin dirección: no se puede contactar con un proveedor JSON/HTTP.',
  'system.provider.secret': 'Secreto',
  'system.provider.secretSet': 'Este canal tiene un secreto propio, definido el {date}.',
  'system.provider.secretNotSet':
    'Sin secreto propio: se usa el secreto del proveedor de la configuración del servidor.',
  'system.provider.secretNone': 'Sin secreto: se rechazan las llamadas firmadas de este proveedor.',
  'system.provider.secretHint':
    'Ambas partes firman sus llamadas con él. Se guarda cifrado y no se puede volver a leer.',
  'system.provider.newSecret': 'Nuevo secreto',
  'system.provider.setSecret': 'Definir el secreto',
  'system.provider.generate': 'Generar un secreto',
  'system.provider.removeSecret': 'Quitar el secreto',
  'system.provider.generatedOnce':
    'Copie este secreto ahora y entréguelo al proveedor: no se volverá a mostrar.',
  'system.provider.copy': 'Copiar',
  'system.provider.copied': 'Copiado',
  'system.provider.trackingUrl': 'El proveedor comunica los eventos de seguimiento a esta dirección:',
  'system.provider.saved': 'Ajustes del proveedor guardados.',
  'system.provider.error.endpointUrl': 'No es una dirección web.',
  'system.provider.error.endpointHttps':
    'La dirección debe empezar por https:// (http:// solo para localhost o 127.0.0.1).',
  'system.provider.error.endpointCredentials':
    'La dirección no debe contener un nombre de usuario ni una contraseña.',
  'system.provider.error.endpointQuery':
    'La dirección no debe contener una consulta (?…) ni un fragmento (#…).',
  'system.provider.error.secretShort': 'El secreto necesita al menos {min} caracteres.',
};
