import { defineLabelPart } from './define';

export const manageListsLabels = defineLabelPart({
  en: {},
  de: {},
  es: {},
  fr: {},
  he: {},
  hu: {},
  nl: {},
  pt: {},
});
