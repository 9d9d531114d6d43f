import type { Translations } from '../define';
import type { en } from './en';

export const es: Translations<typeof en> = {
  'processing.home.intro': 'Configure lo que depositan sus usuarios y cómo se envían sus cartas.',
  'processing.home.services.hint':
    'Cree, copie, active, exporte e importe los servicios que siguen los depósitos: bandejas, división, archivos de datos, requisitos y canales.',
  'processing.home.recipientsChoice.hint':
    'Lo que los destinatarios pueden elegir sobre cómo reciben su correo, y los textos que se lo preguntan.',
  'processing.services.intro':
    'Los servicios ofrecidos a una unidad organizativa: los suyos y los de las unidades por encima de ella.',
  'processing.services.filter.ou': 'Unidad organizativa',
  'processing.services.filter.text': 'Buscar por nombre o descripción',
  'processing.services.filter.type': 'Tipo',
  'processing.services.filter.status': 'Estado',
  'processing.services.filter.any': 'Todos',
  'processing.services.status.enabled': 'Activado',
  'processing.services.status.disabled': 'Desactivado',
  'processing.services.inconsistent': 'Incoherente',
  'processing.services.inconsistent.hint':
    'Un canal, una opción, un archivo de salida o un metadato que nombra este servicio ya no existe o ya no se ofrece: edite el servicio para corregirlo.',
  'processing.services.inherited': 'De {ou}',
  'processing.services.inheritedAbove': 'De una unidad por encima de la suya: solo lectura.',
  'processing.services.type.SIMPLE_UNIQUE': 'Documento único',
  'processing.services.type.SIMPLE_MULTIPLE': 'Documentos divididos en cartas',
  'processing.services.type.ARCHIVE': 'Archivo comprimido',
  'processing.services.type.PREPROCESSING': 'Documentos y archivos de datos',
  'processing.services.type.PREPROCESSING_UNIQUE': 'Documento único y archivos de datos',
  'processing.services.type.ADVANCED': 'Avanzado',
  'processing.services.typeHint.SIMPLE_UNIQUE':
    'Un PDF por depósito; sus valores se comprueban antes de hacer el depósito.',
  'processing.services.typeHint.SIMPLE_MULTIPLE':
    'PDF divididos en cartas por número de páginas o por una marca.',
  'processing.services.typeHint.ARCHIVE': 'Un archivo ZIP cuyos ficheros van a las bandejas.',
  'processing.services.typeHint.PREPROCESSING':
    'Documentos emparejados con los registros de archivos de datos (CSV, ancho fijo, JSON).',
  'processing.services.typeHint.PREPROCESSING_UNIQUE':
    'Un documento en la bandeja principal, emparejado con los registros de archivos de datos.',
  'processing.services.typeHint.ADVANCED': 'Cualquier combinación de bandejas, padres y superposiciones.',
  'processing.services.column.name': 'Nombre',
  'processing.services.column.type': 'Tipo',
  'processing.services.column.status': 'Estado',
  'processing.services.column.updated': 'Último cambio',
  'processing.services.column.actions': 'Acciones',
  'processing.services.count': '{count} servicios',
  'processing.services.empty': 'Ningún servicio coincide con estos filtros.',
  'processing.services.none': 'Todavía no se ofrece ningún servicio a esta unidad.',
  'processing.services.new': 'Nuevo servicio',
  'processing.services.new.title': 'Tipo del nuevo servicio',
  'processing.services.new.intro':
    'El tipo decide qué bandejas tiene un depósito y cómo sus archivos se convierten en cartas.',
  'processing.services.import': 'Importar un servicio',
  'processing.services.actions': 'Acciones sobre {name}',
  'processing.services.edit': 'Editar',
  'processing.services.copy': 'Copiar',
  'processing.services.enable': 'Activar',
  'processing.services.disable': 'Desactivar',
  'processing.services.export': 'Exportar',
  'processing.services.delete': 'Eliminar',
  'processing.services.enabled.done': 'El servicio {name} está activado.',
  'processing.services.disabled.done': 'El servicio {name} está desactivado.',
  'processing.services.exportFailed': 'No se pudo exportar el servicio {name}.',
  'processing.services.cancel': 'Cancelar',
  'processing.services.close': 'Cerrar',
  'processing.services.delete.title': 'Eliminar el servicio {name}',
  'processing.services.delete.text':
    'Los usuarios ya no podrán depositar en este servicio. Los depósitos ya hechos conservan su historial.',
  'processing.services.delete.submit': 'Eliminar el servicio',
  'processing.services.delete.openJobs':
    'Este servicio tiene {openJobs} depósitos en curso y {pendingOrders} pedidos pendientes de validación.',
  'processing.services.delete.effect':
    'Eliminarlo de todos modos rechaza esos {pendingOrders} pedidos pendientes de validación; los depósitos quedan como están.',
  'processing.services.delete.force': 'Eliminar de todos modos',
  'processing.services.delete.done': 'El servicio {name} se ha eliminado.',
  'processing.services.delete.doneRejected':
    'El servicio {name} se ha eliminado; se rechazaron {count} pedidos pendientes de validación.',
  'processing.services.import.title': 'Importar un servicio',
  'processing.services.import.text':
    'Un archivo exportado desde esta pantalla. El servicio se crea en {ou}; los archivos adjuntos a sus bandejas no están en el archivo y deben añadirse de nuevo.',
  'processing.services.import.file': 'Archivo del servicio',
  'processing.services.import.submit': 'Importar el servicio',
  'processing.services.import.failed': 'No se importó nada: {count} problemas que corregir.',
  'processing.services.import.at': '{path}: {text}',
  'processing.services.import.done': 'El servicio {name} se ha importado.',
};
