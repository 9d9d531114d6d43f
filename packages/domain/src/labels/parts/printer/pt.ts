import type { Translations } from '../define';
import type { en } from './en';

export const pt: Translations<typeof en> = {
  'printer.error.fileNotFound': 'Este ficheiro impresso não foi encontrado.',
  'printer.error.alreadyOrdered':
    'Este ficheiro impresso já foi encomendado: não pode ser depositado novamente.',
  'printer.error.stillDeposited': 'Este ficheiro impresso pertence a um depósito: não pode ser eliminado.',
  'printer.error.noCompatibleBox':
    'O serviço da impressora não tem nenhum espaço de ficheiro que aceite um PDF.',
  'printer.error.uploadError': 'Não foi possível receber o documento impresso. Imprima-o novamente.',
  'printer.error.noService':
    'A impressão automática precisa de um serviço: escolha-o nas definições da impressora.',
  'printer.error.processingFailed': 'Não foi possível dividir o documento impresso em cartas.',
  'printer.error.lettersRefused': 'Algumas cartas do documento impresso não podem ser enviadas.',
  'printer.error.orderRefused': 'A encomenda do documento impresso foi recusada.',
  'printer.notification.printed.subject': '{appName}: "{name}" foi impresso',
  'printer.notification.printed.text':
    'O seu documento "{name}" ({pages} páginas) chegou à impressora virtual. Abra o {appName} para o enviar: {link}',
  'printer.notification.printed.html':
    '<p>O seu documento <strong>{name}</strong> ({pages} páginas) chegou à impressora virtual.</p><p><a href="{link}">Abra o {appName}</a> para o enviar.</p>',
  'printer.notification.failed.subject': '{appName}: não foi possível enviar "{name}"',
  'printer.notification.failed.text':
    'Não foi possível enviar automaticamente o seu documento impresso "{name}": {reason}\n\nAbra o {appName} para o ver: {link}',
  'printer.notification.failed.html':
    '<p>Não foi possível enviar automaticamente o seu documento impresso <strong>{name}</strong>: {reason}</p><p><a href="{link}">Abra o {appName}</a> para o ver.</p>',
};
