// A part of the label catalogue owned by one screen area: its English texts and the same keys in the seven
// other languages. Each locale file spreads its part, so the catalogue test checks keys and placeholders of parts
// exactly as of the rest.

export type Translations<T> = { readonly [K in keyof T]: string };

export interface LabelPart<T extends Record<string, string>> {
  en: T;
  de: Translations<T>;
  es: Translations<T>;
  fr: Translations<T>;
  he: Translations<T>;
  hu: Translations<T>;
  nl: Translations<T>;
  pt: Translations<T>;
}

export function defineLabelPart<const T extends Record<string, string>>(part: LabelPart<T>): LabelPart<T> {
  return part;
}
