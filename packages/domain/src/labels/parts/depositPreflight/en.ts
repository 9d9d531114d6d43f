// Print pre-flight on screen: the letters screen, the deposit report, the service editor (issue 23).
// English texts of this part of the catalogue; each language has its file beside this one.
export const en = {
  'deposit.preflight.state.refused': 'Print: refused on {channels}',
  'deposit.preflight.state.warned': 'Print warnings: {n}',
  'deposit.preflight.state.clean': 'No print problem found',
  'deposit.preflight.tab': 'Print pre-flight',
  'deposit.preflight.none': 'Pre-flight found nothing a print shop would refuse on this letter.',
  'deposit.preflight.findings': 'Print pre-flight findings',
  'deposit.preflight.page': 'Page {page} of the deposited file',
  'deposit.preflight.wholeLetter': 'The whole letter',
  'deposit.preflight.channels': 'Channels: {channels}',
  'deposit.preflight.pageAlt': 'Page {page} of the deposited file',
  'deposit.preflight.area':
    'Area concerned: {left} mm from the left, {top} mm from the top, {width} × {height} mm',
  'deposit.preflight.wholePage': 'Area concerned: the whole page',
  'deposit.preflight.noPage': 'This finding concerns the whole letter, not one page.',
  'deposit.preflight.summary': 'Print pre-flight',
  'deposit.preflight.count': '{name}: {n}',
  'deposit.preflight.nothingFound': 'Pre-flight found no print problem in this deposit.',
  'deposit.preflight.report': 'the pre-flight report (CSV)',
  'processing.editor.tab.preflight': 'Print pre-flight',
  'processing.editor.preflight.intro':
    'For each problem pre-flight finds on the pages of a letter, choose whether it refuses the letter on the paper channels of this service or only warns the sender and the validator.',
  'processing.editor.preflight.refuse': 'Refuses the letter',
  'processing.editor.preflight.warn': 'Warning only',
  'processing.editor.preflight.defaults': 'Back to the defaults',
  'deposit.preflight.filter.refused': 'Print: refused',
  'deposit.preflight.filter.warned': 'Print: warnings',
};
