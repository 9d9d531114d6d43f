import { defineLabelPart } from './define';

export const homeLiveLabels = defineLabelPart({
  en: {},
  de: {},
  es: {},
  fr: {},
  he: {},
  hu: {},
  nl: {},
  pt: {},
});
