// The virtual printer: its screens and errors (issue 16).
// English texts of this part of the catalogue; each language has its file beside this one.
export const en = {
  'printer.error.fileNotFound': 'This printed file could not be found.',
  'printer.error.alreadyOrdered': 'This printed file has already been ordered: it cannot be deposited again.',
  'printer.error.stillDeposited': 'This printed file is held by a deposit: it cannot be deleted.',
  'printer.error.noCompatibleBox': 'The printer’s service has no file slot that accepts a PDF.',
  'printer.error.uploadError': 'The printed document could not be received. Please print it again.',
  'printer.error.noService': 'Automated printing needs a service: choose one in the printer settings.',
  'printer.error.processingFailed': 'The printed document could not be read into letters.',
  'printer.error.lettersRefused': 'Some letters of the printed document cannot be sent.',
  'printer.error.orderRefused': 'The order of the printed document was refused.',
  'printer.notification.printed.subject': '{appName}: "{name}" was printed',
  'printer.notification.printed.text':
    'Your document "{name}" ({pages} pages) reached the virtual printer. Open {appName} to send it: {link}',
  'printer.notification.printed.html':
    '<p>Your document <strong>{name}</strong> ({pages} pages) reached the virtual printer.</p><p><a href="{link}">Open {appName}</a> to send it.</p>',
  'printer.notification.failed.subject': '{appName}: "{name}" could not be sent',
  'printer.notification.failed.text':
    'Your printed document "{name}" could not be sent automatically: {reason}\n\nOpen {appName} to see it: {link}',
  'printer.notification.failed.html':
    '<p>Your printed document <strong>{name}</strong> could not be sent automatically: {reason}</p><p><a href="{link}">Open {appName}</a> to see it.</p>',
} as const;
