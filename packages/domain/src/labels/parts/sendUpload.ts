import { defineLabelPart } from './define';

export const sendUploadLabels = defineLabelPart({
  en: {},
  de: {},
  es: {},
  fr: {},
  he: {},
  hu: {},
  nl: {},
  pt: {},
});
