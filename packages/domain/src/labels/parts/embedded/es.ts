import type { Translations } from '../define';
import type { en } from './en';

export const es: Translations<typeof en> = {
  'embedded.status.loading': 'Conectando…',
  'embedded.status.ready': 'Esperando a que el portal inicie su sesión.',
  'embedded.status.readyRefused': 'El portal no pudo iniciar su sesión: {error}',
  'embedded.status.connecting': 'Inicie sesión para continuar.',
  'embedded.status.connected': 'Ha iniciado sesión. Esperando un documento del portal.',
  'embedded.status.creatingJob': 'Preparando el documento…',
  'embedded.status.inDeposit': 'Hay un depósito en curso.',
  'embedded.status.deliveryCreated': 'Pedido creado',
  'embedded.status.deliveryCreatedText': 'Se ha creado el pedido {commandId}.',
  'embedded.status.jobCancelled': 'El depósito se ha cancelado',
  'embedded.status.waitingNext': 'Envíe otro documento desde el portal para empezar un nuevo depósito.',
  'embedded.status.done': 'Esta sesión ha terminado',
  'embedded.status.doneText': 'Vuelva a cargar la página del portal para empezar de nuevo.',
  'embedded.error.missingToken': 'No se ha proporcionado ningún token para iniciar sesión.',
  'embedded.error.jobNotFound': 'El depósito {jobId} no existe o no es suyo.',
  'embedded.error.jobFailed': 'No se ha podido procesar el depósito.',
  'embedded.error.sessionEnded': 'Su sesión ha terminado.',
};
