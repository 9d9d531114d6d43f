import type { Translations } from '../define';
import type { en } from './en';

export const es: Translations<typeof en> = {
  'printer.error.fileNotFound': 'No se ha encontrado este archivo impreso.',
  'printer.error.alreadyOrdered': 'Este archivo impreso ya se ha pedido: no se puede depositar de nuevo.',
  'printer.error.stillDeposited': 'Este archivo impreso pertenece a un depósito: no se puede eliminar.',
  'printer.error.noCompatibleBox':
    'El servicio de la impresora no tiene ninguna casilla de archivo que acepte un PDF.',
  'printer.error.uploadError': 'No se ha podido recibir el documento impreso. Vuelva a imprimirlo.',
  'printer.error.noService':
    'La impresión automática necesita un servicio: elíjalo en la configuración de la impresora.',
  'printer.error.processingFailed': 'No se ha podido dividir el documento impreso en cartas.',
  'printer.error.lettersRefused': 'Algunas cartas del documento impreso no se pueden enviar.',
  'printer.error.orderRefused': 'Se ha rechazado el pedido del documento impreso.',
  'printer.notification.printed.subject': '{appName}: se ha impreso "{name}"',
  'printer.notification.printed.text':
    'Su documento "{name}" ({pages} páginas) ha llegado a la impresora virtual. Abra {appName} para enviarlo: {link}',
  'printer.notification.printed.html':
    '<p>Su documento <strong>{name}</strong> ({pages} páginas) ha llegado a la impresora virtual.</p><p><a href="{link}">Abra {appName}</a> para enviarlo.</p>',
  'printer.notification.failed.subject': '{appName}: no se ha podido enviar "{name}"',
  'printer.notification.failed.text':
    'Su documento impreso "{name}" no se ha podido enviar automáticamente: {reason}\n\nAbra {appName} para verlo: {link}',
  'printer.notification.failed.html':
    '<p>Su documento impreso <strong>{name}</strong> no se ha podido enviar automáticamente: {reason}</p><p><a href="{link}">Abra {appName}</a> para verlo.</p>',
};
