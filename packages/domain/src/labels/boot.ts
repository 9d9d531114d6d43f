// The English words the web app shows before any catalogue is loaded: the start-up loader and the page title.
// The English catalogue spreads them (en.ts), so each text is written once; the browser's first download holds
// these two and no catalogue (the catalogue of the user's language comes from the server).
export const bootLabels = {
  'app.name': 'Postbridge',
  'shell.loading': 'Loading the application…',
} as const;
