/**
 * Wraps a value put into a sentence (an e-mail address, a reference) in Unicode first-strong isolates, so that a
 * Latin address keeps its shape inside a Hebrew sentence (and the sentence's punctuation stays where it belongs).
 */
export const isolate = (text: string): string => `\u2068${text}\u2069`;
