import type { Translations } from '../define';
import type { en } from './en';

export const pt: Translations<typeof en> = {
  'embedded.status.loading': 'A ligar…',
  'embedded.status.ready': 'À espera de que o portal inicie a sua sessão.',
  'embedded.status.readyRefused': 'O portal não conseguiu iniciar a sua sessão: {error}',
  'embedded.status.connecting': 'Inicie sessão para continuar.',
  'embedded.status.connected': 'Tem a sessão iniciada. À espera de um documento do portal.',
  'embedded.status.creatingJob': 'A preparar o documento…',
  'embedded.status.inDeposit': 'Está um depósito em curso.',
  'embedded.status.deliveryCreated': 'Encomenda criada',
  'embedded.status.deliveryCreatedText': 'A encomenda {commandId} foi criada.',
  'embedded.status.jobCancelled': 'O depósito foi cancelado',
  'embedded.status.waitingNext': 'Envie outro documento a partir do portal para iniciar um novo depósito.',
  'embedded.status.done': 'Esta sessão terminou',
  'embedded.status.doneText': 'Recarregue a página do portal para recomeçar.',
  'embedded.error.missingToken': 'Não foi fornecido nenhum token para iniciar sessão.',
  'embedded.error.jobNotFound': 'O depósito {jobId} não existe ou não é seu.',
  'embedded.error.jobFailed': 'Não foi possível processar o depósito.',
  'embedded.error.sessionEnded': 'A sua sessão terminou.',
};
