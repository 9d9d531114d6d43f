// Issue 18: labels of this part (escalation). English texts; each language has its file beside this one.
export const en = {
  'issue.service.channel.escalationDays':
    'The channel "{label}" waits {min} to {max} working days for the opening before it escalates.',
  'issue.service.channel.escalationNoNext':
    'The channel "{label}" escalates, but no channel comes after it in the sending strategy.',
  'issue.service.channel.escalationNotDigital':
    'Only an e-mail or registered e-mail channel can escalate when unopened: "{label}" cannot.',
  'processing.escalation.title': 'Digital first',
  'processing.escalation.enabled': 'Send by the next channel when not opened',
  'processing.escalation.days': 'Working days to wait for the opening',
  'processing.escalation.help':
    'Not opened within these working days of the channel, bounced, undelivered or unsubscribed: the document is sent again through the next channel of the sending strategy, such as a registered letter. A recipient who confirmed e-mail as their choice is not escalated for an unopened e-mail; one who chose letters gets the letter at once.',
  'details.escalation.waiting': 'Escalates to {channel} on {date} if unopened.',
  'details.history.action.escalationSkipped': 'Not escalated: the recipient chose e-mail',
};
