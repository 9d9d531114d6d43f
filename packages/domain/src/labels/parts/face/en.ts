// The face of the application (issue 19): the colour scheme switch, empty states and their next step.
// English texts of this part of the catalogue; each language has its file beside this one.
export const en = {
  'userMenu.colorScheme': 'Appearance',
  'userMenu.colorScheme.light': 'Light',
  'userMenu.colorScheme.dark': 'Dark',
  'userMenu.colorScheme.auto': 'Same as the system',
  'lists.empty.hint': 'Widen the period or remove a filter, then search again.',
  'common.empty.depositHint': 'Deposit a PDF or data file: its letters and orders will show here.',
  'common.empty.deposit': 'Deposit a file',
  'common.empty.behalfHint':
    'Choose another person above, or ask an administrator to give their profile a service.',
} as const;
