import type { Translations } from '../define';
import type { en } from './en';

export const es: Translations<typeof en> = {
  'system.home.intro': 'Los ajustes de toda la plataforma, para todas las cuentas.',
  'system.home.readOnly': 'Puede consultar estos ajustes, pero no cambiarlos.',
  'system.home.brandings.hint':
    'El aspecto y el nombre de cada cliente: logotipo, colores, host virtual, estilo propio, noticias.',
  'system.home.channels.hint':
    'Las vías de salida (correo postal, e-mail, SMS…): calendarios, ficheros de salida, zonas impresas y proveedores.',
  'system.home.options.hint': 'Los tipos de opción y las opciones con las que se piden los envíos.',
  'system.home.locales.hint':
    'Todos los textos de la interfaz en los ocho idiomas: buscar, corregir, exportar, importar.',
  'system.home.security.hint':
    'Duración de las sesiones, límites de inicio de sesión, reglas de contraseña, orígenes permitidos, sesiones abiertas.',
  'system.locales.intro':
    'Todos los textos de la interfaz en los ocho idiomas. Un texto cambiado aquí sustituye al original al instante, para todos.',
  'system.locales.readOnly': 'Puede consultar y exportar las traducciones, pero no cambiarlas.',
  'system.locales.search': 'Buscar en claves y textos',
  'system.locales.editedOnly': 'Solo textos cambiados',
  'system.locales.report': 'Mismo texto que en inglés',
  'system.locales.report.all': 'Todas las claves',
  'system.locales.report.option': '{language}: {count}',
  'system.locales.report.summary':
    '{count} claves tienen en {language} el mismo texto que en inglés: probablemente aún sin traducir.',
  'system.locales.count': '{count} claves',
  'system.locales.key': 'Clave',
  'system.locales.edited': 'Cambiado',
  'system.locales.edit': 'Editar los textos de {key}',
  'system.locales.stale': 'No se muestra: ya no encaja con el texto en inglés',
  'system.locales.empty': 'Ninguna clave coincide con estos filtros.',
  'system.locales.retry': 'Reintentar',
  'system.locales.export': 'Exportar',
  'system.locales.import': 'Importar',
  'system.locales.dialog.title': 'Textos de {key}',
  'system.locales.dialog.english': 'Texto original en inglés',
  'system.locales.dialog.placeholders': 'Mantenga estos marcadores en cada idioma: {placeholders}',
  'system.locales.dialog.original': 'Texto original: {text}',
  'system.locales.dialog.editedBy': 'Cambiado por {login} el {date}',
  'system.locales.dialog.reset': 'Volver al texto original',
  'system.locales.dialog.save': 'Guardar',
  'system.locales.dialog.cancel': 'Cancelar',
  'system.locales.dialog.close': 'Cerrar',
  'system.locales.saved': 'Los textos de {key} están guardados.',
  'system.locales.issue.unknownKey': 'Esta clave no existe en esta versión.',
  'system.locales.issue.unknownLocale': '«{locale}» no es uno de los ocho idiomas.',
  'system.locales.issue.blank': 'Escriba un texto o vuelva al original.',
  'system.locales.issue.tooLong': 'Como máximo {max} caracteres ({length} escritos).',
  'system.locales.issue.placeholderMissing': 'Mantenga el marcador {placeholder} del texto en inglés.',
  'system.locales.issue.placeholderUnknown': 'El texto en inglés no tiene el marcador {placeholder}.',
  'system.locales.import.title': 'Importar textos',
  'system.locales.import.text':
    'Un fichero exportado desde esta pantalla. Se comprueba cada entrada; si se rechaza una, no se guarda nada.',
  'system.locales.import.file': 'Fichero de textos',
  'system.locales.import.submit': 'Importar el fichero',
  'system.locales.import.notJson': 'Este fichero no es una exportación de textos.',
  'system.locales.import.failed': '{count} entradas rechazadas; no se ha guardado nada.',
  'system.locales.import.entry': '{language}, {key}: {text}',
  'system.locales.import.done':
    'Textos importados: {created} añadidos, {updated} cambiados, {removed} vueltos al original, {unchanged} sin cambios.',
};
