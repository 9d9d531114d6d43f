import type { Translations } from '../define';
import type { en } from './en';

export const es: Translations<typeof en> = {
  'printer.status.waiting': 'Le espera',
  'printer.status.deposited': 'Depositado',
  'printer.status.ordered': 'Pedido',
  'printer.status.failed': 'Detenido',
  'printer.mode.manual': 'Manual',
  'printer.mode.automated': 'Automático',
  'printer.mode.async': 'Solo envío de archivo',
  'printer.files.facts': '{pages} páginas, {size}',
  'printer.files.deposit': 'Depositar {name}',
  'printer.files.openLetters': 'Abrir sus cartas',
  'printer.files.openOrder': 'Abrir su pedido',
  'printer.files.delete': 'Eliminar {name}',
  'printer.files.confirmDelete': '¿Eliminar el archivo impreso {name}?',
  'printer.files.deleteConfirm': 'Eliminar',
  'printer.files.keep': 'Conservarlo',
  'printer.files.deleted': 'Se eliminó {name}.',
  'printer.files.ofMode': 'Archivos impresos en modo {mode}',
  'printer.home.intro':
    'Imprima desde cualquier programa en la impresora Postbridge: lo que imprime llega aquí, listo para enviarse.',
  'printer.home.mode': 'Modo de la impresora: {mode}.',
  'printer.home.change': 'Cambiar',
  'printer.home.notInstalled': 'Su impresora aún no está instalada',
  'printer.home.notInstalledHint':
    'Cree su token de impresora y añada la impresora a su ordenador: lleva un minuto.',
  'printer.home.install': 'Instalar la impresora',
  'printer.home.waiting': 'Le espera',
  'printer.home.noneWaiting': 'No hay nada en espera: imprima un documento en la impresora Postbridge.',
  'printer.home.latest': 'Recientes',
  'printer.home.noneLatest': 'Aún no se ha depositado ningún archivo impreso.',
  'printer.modeElsewhere': 'Su impresora está ahora en modo {mode}: lo próximo que imprima no llegará aquí.',
  'printer.manual.intro':
    'Lo que imprime espera aquí: elija un archivo, su servicio y siga como en cualquier depósito.',
  'printer.manual.empty': 'No se imprimió ningún archivo en modo manual.',
  'printer.automated.intro':
    'Lo que imprime va directamente al servicio elegido y se pide con sus opciones predeterminadas, sin pantalla.',
  'printer.automated.empty': 'No se imprimió ningún archivo en modo automático.',
  'printer.automated.service': 'Los archivos impresos van al servicio {service}.',
  'printer.async.intro': 'Lo que imprime solo se guarda, y se le avisa de su llegada; envíelo cuando quiera.',
  'printer.async.empty': 'No se imprimió ningún archivo en modo solo envío de archivo.',
  'printer.config.intro':
    'Añada la impresora Postbridge a su ordenador y elija qué ocurre con lo que imprime.',
  'printer.config.installTitle': 'Instalar la impresora',
  'printer.config.address': 'Dirección de la impresora',
  'printer.config.httpAddress': 'Los sistemas que piden una dirección web usan esta:',
  'printer.config.httpAddressLabel': 'Dirección web de la impresora',
  'printer.config.basic':
    'Los sistemas que piden un usuario y una contraseña pueden usar {url} en su lugar, con su usuario y su token de impresora como contraseña.',
  'printer.config.token': 'Token de impresora',
  'printer.config.tokenSet': 'Su token de impresora empieza por {prefix} (creado el {date}).',
  'printer.config.noToken': 'Aún no tiene token de impresora: cree uno para instalar la impresora.',
  'printer.config.lastUsed': 'Última impresión: {date}.',
  'printer.config.tokenHint':
    'El token es solo suyo: quien lo tenga imprime en su nombre. Un token nuevo sustituye al anterior, y los ordenadores instalados con el anterior deben instalarse de nuevo.',
  'printer.config.shownOnce':
    'Esta es la dirección de la impresora con su nuevo token. Cópiela ahora: solo se muestra esta vez.',
  'printer.config.makeToken': 'Crear mi token de impresora',
  'printer.config.newToken': 'Crear un token nuevo',
  'printer.config.revoke': 'Revocar el token',
  'printer.config.revoked':
    'Se revocó su token de impresora: la impresora rechaza sus impresiones hasta que cree uno nuevo.',
  'printer.config.copy': 'Copiar: {what}',
  'printer.config.copyShort': 'Copiar',
  'printer.config.copied': 'Copiado',
  'printer.config.systems': 'Instalación en cada sistema',
  'printer.install.windows.1':
    'Abra Configuración, Bluetooth y dispositivos, Impresoras y escáneres, luego Agregar dispositivo y Agregar manualmente.',
  'printer.install.windows.2': 'Elija «Seleccionar una impresora compartida por nombre» y pegue {url}.',
  'printer.install.windows.3':
    'Elija el «Microsoft IPP Class Driver» si Windows pide un controlador, y dé nombre a la impresora.',
  'printer.install.macos.1':
    'Abra Ajustes del Sistema, Impresoras y escáneres, luego Añadir impresora, escáner o fax.',
  'printer.install.macos.2':
    'En la pestaña IP, elija el protocolo IPP y pegue la dirección de la impresora: {url}.',
  'printer.install.macos.3':
    'Mantenga «AirPrint seguro» o «Impresora PDF genérica» como controlador y añádala.',
  'printer.install.linux.1':
    'Abra un terminal en el ordenador (CUPS viene instalado en la mayoría de distribuciones).',
  'printer.install.linux.2': 'Ejecute: lpadmin -p Postbridge -E -v {url} -m everywhere',
  'printer.install.linux.3': 'Imprima una página de prueba: lp -d Postbridge un-archivo.pdf',
  'printer.config.modeTitle': 'Qué ocurre con lo que imprime',
  'printer.config.service': 'Servicio',
  'printer.config.serviceHint':
    'El servicio en el que deposita la impresión automática, con sus opciones predeterminadas.',
  'printer.config.serviceRequired': 'Elija el servicio en el que deposita la impresión automática.',
  'printer.config.noService': 'Ningún servicio está abierto a sus depósitos.',
  'printer.config.save': 'Guardar',
  'printer.config.saved': 'Se guardaron los ajustes de su impresora.',
};
