import { defineLabelPart } from './define';

export const manageDetailsLabels = defineLabelPart({
  en: {},
  de: {},
  es: {},
  fr: {},
  he: {},
  hu: {},
  nl: {},
  pt: {},
});
