// Accessibility of the frame (issue 19): the skip link and the names assistive technology reads.
// English texts of this part of the catalogue; each language has its file beside this one.
export const en = {
  'shell.skipToContent': 'Skip to main content',
  'common.clear': 'Clear',
  'common.eyeDropper': 'Pick a colour from the screen',
} as const;
