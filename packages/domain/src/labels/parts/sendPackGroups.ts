import { defineLabelPart } from './define';

export const sendPackGroupsLabels = defineLabelPart({
  en: {},
  de: {},
  es: {},
  fr: {},
  he: {},
  hu: {},
  nl: {},
  pt: {},
});
