import type { Translations } from '../define';
import type { en } from './en';

export const pt: Translations<typeof en> = {
  'printer.status.waiting': 'À sua espera',
  'printer.status.deposited': 'Depositado',
  'printer.status.ordered': 'Encomendado',
  'printer.status.failed': 'Parado',
  'printer.mode.manual': 'Manual',
  'printer.mode.automated': 'Automático',
  'printer.mode.async': 'Só envio de ficheiro',
  'printer.files.facts': '{pages} páginas, {size}',
  'printer.files.deposit': 'Depositar {name}',
  'printer.files.openLetters': 'Abrir as suas cartas',
  'printer.files.openOrder': 'Abrir a sua encomenda',
  'printer.files.delete': 'Eliminar {name}',
  'printer.files.confirmDelete': 'Eliminar o ficheiro impresso {name}?',
  'printer.files.deleteConfirm': 'Eliminar',
  'printer.files.keep': 'Mantê-lo',
  'printer.files.deleted': '{name} foi eliminado.',
  'printer.files.ofMode': 'Ficheiros impressos no modo {mode}',
  'printer.home.intro':
    'Imprima a partir de qualquer programa na impressora Postbridge: o que imprime chega aqui, pronto a enviar.',
  'printer.home.mode': 'Modo da impressora: {mode}.',
  'printer.home.change': 'Alterar',
  'printer.home.notInstalled': 'A sua impressora ainda não está instalada',
  'printer.home.notInstalledHint':
    'Crie o seu token de impressora e adicione a impressora ao seu computador: demora um minuto.',
  'printer.home.install': 'Instalar a impressora',
  'printer.home.waiting': 'À sua espera',
  'printer.home.noneWaiting': 'Nada está à espera: imprima um documento na impressora Postbridge.',
  'printer.home.latest': 'Recentes',
  'printer.home.noneLatest': 'Ainda não foi depositado nenhum ficheiro impresso.',
  'printer.modeElsewhere':
    'A sua impressora está agora no modo {mode}: o que imprimir a seguir não vem para aqui.',
  'printer.manual.intro':
    'O que imprime espera aqui: escolha um ficheiro e o seu serviço e continue como em qualquer depósito.',
  'printer.manual.empty': 'Nenhum ficheiro foi impresso no modo manual.',
  'printer.automated.intro':
    'O que imprime vai diretamente para o serviço escolhido e é encomendado com as opções predefinidas, sem ecrã.',
  'printer.automated.empty': 'Nenhum ficheiro foi impresso no modo automático.',
  'printer.automated.service': 'Os ficheiros impressos vão para o serviço {service}.',
  'printer.async.intro':
    'O que imprime é apenas guardado, e é avisado da sua chegada; envie-o quando quiser.',
  'printer.async.empty': 'Nenhum ficheiro foi impresso no modo só envio de ficheiro.',
  'printer.config.intro':
    'Adicione a impressora Postbridge ao seu computador e escolha o que acontece ao que imprime.',
  'printer.config.installTitle': 'Instalar a impressora',
  'printer.config.address': 'Endereço da impressora',
  'printer.config.httpAddress': 'Os sistemas que pedem um endereço web usam este:',
  'printer.config.httpAddressLabel': 'Endereço web da impressora',
  'printer.config.basic':
    'Os sistemas que pedem um nome de utilizador e uma palavra-passe podem usar {url}, com o seu login e o seu token de impressora como palavra-passe.',
  'printer.config.token': 'Token de impressora',
  'printer.config.tokenSet': 'O seu token de impressora começa por {prefix} (criado em {date}).',
  'printer.config.noToken': 'Ainda não tem token de impressora: crie um para instalar a impressora.',
  'printer.config.lastUsed': 'Última impressão: {date}.',
  'printer.config.tokenHint':
    'O token é só seu: quem o tiver imprime em seu nome. Um novo token substitui o anterior, e os computadores instalados com o anterior têm de ser instalados de novo.',
  'printer.config.shownOnce':
    'Eis o endereço da impressora com o seu novo token. Copie-o agora: só é mostrado desta vez.',
  'printer.config.makeToken': 'Criar o meu token de impressora',
  'printer.config.newToken': 'Criar um novo token',
  'printer.config.revoke': 'Revogar o token',
  'printer.config.revoked':
    'O seu token de impressora foi revogado: a impressora recusa as suas impressões até criar um novo.',
  'printer.config.copy': 'Copiar: {what}',
  'printer.config.copyShort': 'Copiar',
  'printer.config.copied': 'Copiado',
  'printer.config.systems': 'Instalação em cada sistema',
  'printer.install.windows.1':
    'Abra Definições, Bluetooth e dispositivos, Impressoras e scanners, depois Adicionar dispositivo e Adicionar manualmente.',
  'printer.install.windows.2': 'Escolha «Selecionar uma impressora partilhada pelo nome» e cole {url}.',
  'printer.install.windows.3':
    'Escolha o «Microsoft IPP Class Driver» se o Windows pedir um controlador, e dê nome à impressora.',
  'printer.install.macos.1':
    'Abra Definições do Sistema, Impressoras e scanners, depois Adicionar impressora, scanner ou fax.',
  'printer.install.macos.2':
    'No separador IP, escolha o protocolo IPP e cole o endereço da impressora: {url}.',
  'printer.install.macos.3':
    'Mantenha «AirPrint seguro» ou «Impressora PDF genérica» como controlador e adicione-a.',
  'printer.install.linux.1':
    'Abra um terminal no computador (o CUPS está instalado na maioria das distribuições).',
  'printer.install.linux.2': 'Execute: lpadmin -p Postbridge -E -v {url} -m everywhere',
  'printer.install.linux.3': 'Imprima uma página de teste: lp -d Postbridge um-ficheiro.pdf',
  'printer.config.modeTitle': 'O que acontece ao que imprime',
  'printer.config.service': 'Serviço',
  'printer.config.serviceHint': 'O serviço onde a impressão automática deposita, com as opções predefinidas.',
  'printer.config.serviceRequired': 'Escolha o serviço onde a impressão automática deposita.',
  'printer.config.noService': 'Nenhum serviço está aberto aos seus depósitos.',
  'printer.config.save': 'Guardar',
  'printer.config.saved': 'As definições da sua impressora foram guardadas.',
};
