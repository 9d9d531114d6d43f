// Issue 18: labels of this part (smpp, SMS over SMPP). English texts; each language has its file beside this one.
export const en = {
  'system.provider.error.smppEndpoint':
    'An SMS centre is written smpp://system_id@host:port (or smpps:// for TLS), without the password; ?source= may name the sender.',
  'system.provider.error.smppPassword': 'An SMPP password has 1 to {max} characters.',
  'system.provider.error.smppGenerate':
    'The SMS centre gives the password: enter it, it cannot be generated.',
  'system.provider.smppHint':
    'SMS centre: smpp://system_id@host:port or smpps://… for TLS, optionally ?source=SENDER. The secret is the SMPP password (at most {max} characters).',
  'system.provider.about.smpp':
    'SMS sent straight to an SMS centre over SMPP 3.4; its delivery receipts give the statuses.',
};
