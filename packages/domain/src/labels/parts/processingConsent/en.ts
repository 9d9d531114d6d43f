// Processing: the recipients' consent configuration of an organisation unit.
// English texts of this part of the catalogue; each language has its file beside this one.
export const en = {
  'processing.consent.intro':
    "Set how the recipients of a sender account give their consent: the choices their page offers, its texts and the confirmation e-mail's.",
  'processing.consent.account': 'Organisation unit',
  'processing.consent.accountPlaceholder': 'Choose an organisation unit',
  'processing.consent.noAccounts': 'You administer no organisation unit.',
  'processing.consent.notSenderAccount':
    '{ou} is not a sender account: its recipients cannot choose yet. You may prepare the settings; they apply once it is turned on.',
  'processing.consent.turnOn': 'Turn the sender account on',
  'processing.consent.turnedOn': '{ou} is now a sender account.',
  'processing.consent.loadError': 'The consent settings could not be loaded.',
  'processing.consent.open': 'The consent page takes choices',
  'processing.consent.openHint':
    'Closed, the page asks recipients to come back later; printed links stay valid.',
  'processing.consent.choices': 'Choices offered, in the order shown',
  'processing.consent.moveUp': 'Move “{choice}” up',
  'processing.consent.moveDown': 'Move “{choice}” down',
  'processing.consent.introduction': 'Introduction of the page',
  'processing.consent.introductionHint': 'Plain text shown above the choices, at most {max} characters.',
  'processing.consent.qrText': 'Text beside the QR code on letters',
  'processing.consent.qrTextHint':
    'One short line, for example “Scan to receive your mail by e-mail”, at most {max} characters.',
  'processing.consent.mailSubject': 'Subject of the confirmation e-mail',
  'processing.consent.mailBody': 'Text of the confirmation e-mail',
  'processing.consent.mailHint':
    "Empty: the standard text, in the recipient's language. Placeholders: {placeholders}. The text must hold {link}.",
  'processing.consent.defaults': 'These are the default settings: they were never saved.',
  'processing.consent.modified': 'Last saved on {date} by {user}.',
  'processing.consent.save': 'Save the settings',
  'processing.consent.saved': 'The consent settings are saved.',
  'processing.consent.preview': 'Preview of the consent page',
  'processing.consent.previewQr': 'Printed beside the QR code: {text}',
  'processing.consent.sample': 'Sample consent link',
  'processing.consent.sampleHint':
    "The link a letter to this recipient carries: whoever holds it may change the recipient's choice.",
  'processing.consent.sampleIdentifier': 'Recipient identifier',
  'processing.consent.sampleShow': 'Show the link',
  'processing.consent.issue.choicesRequired': 'Offer at least one choice.',
  'processing.consent.issue.choiceDuplicate': '“{choice}” is offered twice.',
  'processing.consent.issue.tooLong': 'At most {max} characters.',
  'processing.consent.issue.controlCharacters': 'Control characters are not allowed.',
  'processing.consent.issue.singleLine': 'Write it on one line.',
  'processing.consent.issue.linkRequired': 'The e-mail must hold the confirmation link {link}.',
  'processing.consent.issue.unknownPlaceholder': 'Unknown placeholder {placeholder}.',
};
