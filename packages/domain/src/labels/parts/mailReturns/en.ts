// Issue 18: labels of this part (mailReturns): the one-click unsubscribe page and its errors. English texts;
// each language has its file beside this one.
export const en = {
  'mail.unsubscribe.title': 'Unsubscribe from e-mails',
  'mail.unsubscribe.question':
    'Do you want to stop receiving these documents by e-mail? They will be sent to you by post instead.',
  'mail.unsubscribe.button': 'Unsubscribe',
  'mail.unsubscribe.done': 'You are unsubscribed. Your next documents will be sent to you by post.',
  'mail.unsubscribe.invalid': 'This unsubscribe link is not valid.',
  'error.invalidUnsubscribeLink': 'This unsubscribe link is not valid.',
  'lists.source.UNSUBSCRIBE': 'Unsubscribed from an e-mail',
};
