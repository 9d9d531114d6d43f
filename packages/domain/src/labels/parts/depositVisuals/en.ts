// The deposit screens' pictures (issue 19): the processing's progress bar fed by the server, and the page
// thumbnails of each letter. English texts of this part of the catalogue; each language has its file beside this one.
export const en = {
  'deposit.job.progress.label': 'Processing of the deposit',
  'deposit.job.progress.pages': 'Page {done} of {total}',
  'deposit.job.progress.records': 'Record {done} of {total}',
  'deposit.job.progress.files': 'File {done} of {total} read',
  'deposit.packGroups.previewColumn': 'Preview',
  'deposit.packGroups.thumbnail': 'Letter {position}, page {page}',
  'deposit.packGroups.thumbnailMissing': 'No preview of this page',
  'deposit.packGroups.letterPages': 'Pages of letter {position}',
  'deposit.packGroups.morePages': 'The first {shown} of {total} pages are shown.',
} as const;
