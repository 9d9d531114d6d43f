import type { Translations } from '../define';
import type { en } from './en';

export const pt: Translations<typeof en> = {
  'processing.consent.intro':
    'Defina como os destinatários de uma conta remetente dão o seu consentimento: as opções que a página oferece, os seus textos e os do e-mail de confirmação.',
  'processing.consent.account': 'Unidade organizacional',
  'processing.consent.accountPlaceholder': 'Escolha uma unidade organizacional',
  'processing.consent.noAccounts': 'Não administra nenhuma unidade organizacional.',
  'processing.consent.notSenderAccount':
    '{ou} não é uma conta remetente: os seus destinatários ainda não podem escolher. Pode preparar as definições; aplicam-se assim que for ativada.',
  'processing.consent.turnOn': 'Ativar a conta remetente',
  'processing.consent.turnedOn': '{ou} é agora uma conta remetente.',
  'processing.consent.loadError': 'Não foi possível carregar as definições de consentimento.',
  'processing.consent.open': 'A página de consentimento aceita escolhas',
  'processing.consent.openHint':
    'Fechada, a página pede aos destinatários que voltem mais tarde; os links impressos continuam válidos.',
  'processing.consent.choices': 'Opções oferecidas, pela ordem apresentada',
  'processing.consent.moveUp': 'Subir «{choice}»',
  'processing.consent.moveDown': 'Descer «{choice}»',
  'processing.consent.introduction': 'Introdução da página',
  'processing.consent.introductionHint':
    'Texto simples apresentado acima das opções, no máximo {max} caracteres.',
  'processing.consent.qrText': 'Texto junto ao código QR nas cartas',
  'processing.consent.qrTextHint':
    'Uma linha curta, por exemplo «Digitalize para receber o seu correio por e-mail», no máximo {max} caracteres.',
  'processing.consent.mailSubject': 'Assunto do e-mail de confirmação',
  'processing.consent.mailBody': 'Texto do e-mail de confirmação',
  'processing.consent.mailHint':
    'Vazio: o texto padrão, no idioma do destinatário. Marcadores: {placeholders}. O texto deve conter {link}.',
  'processing.consent.defaults': 'Estas são as definições predefinidas: nunca foram guardadas.',
  'processing.consent.modified': 'Guardado pela última vez em {date} por {user}.',
  'processing.consent.save': 'Guardar as definições',
  'processing.consent.saved': 'As definições de consentimento foram guardadas.',
  'processing.consent.preview': 'Pré-visualização da página de consentimento',
  'processing.consent.previewQr': 'Impresso junto ao código QR: {text}',
  'processing.consent.sample': 'Link de consentimento de exemplo',
  'processing.consent.sampleHint':
    'O link que uma carta para este destinatário leva: quem o tiver pode alterar a escolha do destinatário.',
  'processing.consent.sampleIdentifier': 'Identificador do destinatário',
  'processing.consent.sampleShow': 'Mostrar o link',
  'processing.consent.issue.choicesRequired': 'Ofereça pelo menos uma opção.',
  'processing.consent.issue.choiceDuplicate': '«{choice}» é oferecida duas vezes.',
  'processing.consent.issue.tooLong': 'No máximo {max} caracteres.',
  'processing.consent.issue.controlCharacters': 'Não são permitidos caracteres de controlo.',
  'processing.consent.issue.singleLine': 'Escreva-o numa só linha.',
  'processing.consent.issue.linkRequired': 'O e-mail deve conter o link de confirmação {link}.',
  'processing.consent.issue.unknownPlaceholder': 'Marcador desconhecido {placeholder}.',
};
