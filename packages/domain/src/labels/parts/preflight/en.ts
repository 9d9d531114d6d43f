// Print pre-flight: the message of each finding and its severity (issue 23).
// English texts of this part of the catalogue; each language has its file beside this one.
export const en = {
  'preflight.pageSize':
    'The page is {width} × {height} mm; the channel prints on {format}. Make the page {format}.',
  'preflight.orientation':
    'The page is in landscape; the channel prints on {format} in portrait. Turn the page upright.',
  'preflight.unprintableEdge':
    'Something is printed within {edge} mm of the edge of the page, where printers cannot print.',
  'preflight.addressWindow':
    'Something other than the address shows in or near the envelope window (a logo, a line, text too close). The carrier may not read the address.',
  'preflight.technicalArea':
    'The page has content where the channel prints its {type} area: it would be printed over.',
  'preflight.fontNotEmbedded':
    'The font {font} is not embedded; it will be printed with {substitute}, which has the same letter widths.',
  'preflight.fontNotSubstitutable':
    'The font {font} is not embedded and no font with the same letter widths can replace it: the text would not print as written.',
  'preflight.type3Font':
    'The font {font} is a Type 3 font (drawn letters, often images), which printers render poorly.',
  'preflight.lowResolution':
    'An image is {dpi} dpi at its printed size; at least {minimum} dpi prints sharp.',
  'preflight.colourOnBlackAndWhite':
    'The page is in colour; the channel prints in black and white. Choose a colour option to print it in colour (it costs more).',
  'preflight.envelopeCapacity':
    'The letter takes {sheets} sheets; a {envelope} envelope holds {capacity}. Choose a larger envelope or split the letter.',
  'preflight.code.pageSize': 'Page size',
  'preflight.code.orientation': 'Orientation',
  'preflight.code.unprintableEdge': 'Unprintable edge',
  'preflight.code.addressWindow': 'Address window',
  'preflight.code.technicalArea': 'Technical areas',
  'preflight.code.fontNotEmbedded': 'Font not embedded',
  'preflight.code.fontNotSubstitutable': 'Font that cannot be replaced',
  'preflight.code.type3Font': 'Type 3 font',
  'preflight.code.lowResolution': 'Image resolution',
  'preflight.code.colourOnBlackAndWhite': 'Colour on black and white',
  'preflight.code.envelopeCapacity': 'Envelope capacity',
  'preflight.severity.refuse': 'Refused',
  'preflight.severity.warn': 'Warning',
};
