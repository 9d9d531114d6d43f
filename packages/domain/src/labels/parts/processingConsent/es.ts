import type { Translations } from '../define';
import type { en } from './en';

export const es: Translations<typeof en> = {
  'processing.consent.intro':
    'Defina cómo dan su consentimiento los destinatarios de una cuenta remitente: las opciones que ofrece su página, sus textos y los del correo de confirmación.',
  'processing.consent.account': 'Unidad organizativa',
  'processing.consent.accountPlaceholder': 'Elija una unidad organizativa',
  'processing.consent.noAccounts': 'No administra ninguna unidad organizativa.',
  'processing.consent.notSenderAccount':
    '{ou} no es una cuenta remitente: sus destinatarios aún no pueden elegir. Puede preparar la configuración; se aplicará en cuanto se active.',
  'processing.consent.turnOn': 'Activar la cuenta remitente',
  'processing.consent.turnedOn': '{ou} es ahora una cuenta remitente.',
  'processing.consent.loadError': 'No se pudo cargar la configuración del consentimiento.',
  'processing.consent.open': 'La página de consentimiento acepta elecciones',
  'processing.consent.openHint':
    'Cerrada, la página pide a los destinatarios que vuelvan más tarde; los enlaces impresos siguen siendo válidos.',
  'processing.consent.choices': 'Opciones ofrecidas, en el orden mostrado',
  'processing.consent.moveUp': 'Subir «{choice}»',
  'processing.consent.moveDown': 'Bajar «{choice}»',
  'processing.consent.introduction': 'Introducción de la página',
  'processing.consent.introductionHint':
    'Texto sin formato mostrado encima de las opciones, como máximo {max} caracteres.',
  'processing.consent.qrText': 'Texto junto al código QR en las cartas',
  'processing.consent.qrTextHint':
    'Una línea corta, por ejemplo «Escanee para recibir su correo por e-mail», como máximo {max} caracteres.',
  'processing.consent.mailSubject': 'Asunto del correo de confirmación',
  'processing.consent.mailBody': 'Texto del correo de confirmación',
  'processing.consent.mailHint':
    'Vacío: el texto estándar, en el idioma del destinatario. Marcadores: {placeholders}. El texto debe contener {link}.',
  'processing.consent.defaults': 'Esta es la configuración predeterminada: nunca se guardó.',
  'processing.consent.modified': 'Guardado por última vez el {date} por {user}.',
  'processing.consent.save': 'Guardar la configuración',
  'processing.consent.saved': 'La configuración del consentimiento se ha guardado.',
  'processing.consent.preview': 'Vista previa de la página de consentimiento',
  'processing.consent.previewQr': 'Impreso junto al código QR: {text}',
  'processing.consent.sample': 'Enlace de consentimiento de ejemplo',
  'processing.consent.sampleHint':
    'El enlace que lleva una carta a este destinatario: quien lo tenga puede cambiar la elección del destinatario.',
  'processing.consent.sampleIdentifier': 'Identificador del destinatario',
  'processing.consent.sampleShow': 'Mostrar el enlace',
  'processing.consent.issue.choicesRequired': 'Ofrezca al menos una opción.',
  'processing.consent.issue.choiceDuplicate': '«{choice}» se ofrece dos veces.',
  'processing.consent.issue.tooLong': 'Como máximo {max} caracteres.',
  'processing.consent.issue.controlCharacters': 'No se permiten caracteres de control.',
  'processing.consent.issue.singleLine': 'Escríbalo en una sola línea.',
  'processing.consent.issue.linkRequired': 'El correo debe contener el enlace de confirmación {link}.',
  'processing.consent.issue.unknownPlaceholder': 'Marcador desconocido {placeholder}.',
};
