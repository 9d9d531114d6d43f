// A part of the label catalogue owned by one screen area: its English texts (`en.ts`) and the same keys in the
// seven other languages, one file each. Each locale file spreads its own language's file of each part (never an
// object holding all eight, so that a browser downloads one language only), and the catalogue test checks keys
// and placeholders of parts exactly as of the rest.

/** Every key of the English part, none more: what each other language's file of the part must hold. */
export type Translations<T> = { readonly [K in keyof T]: string };
