// The ipp-print provider in System > Channels > Provider (docs/providers.md "Print over IPP").
export const en = {
  'system.provider.about.ipp-print':
    'Print over IPP: each print file is sent to an IPP Everywhere printer or a CUPS queue, and each job is followed until it has printed.',
  'system.provider.endpointHintIpp':
    'The printer’s URI, for example ipp://printer.example:631/ipp/print or ipp://cups.example:631/printers/queue (ipps:// with TLS). Empty: the server configuration’s.',
  'system.provider.error.endpointIpp':
    'The address must be a printer URI starting with ipp:// or ipps://, with a host name.',
} as const;
