/** The mini-program has no document language to set (see document-lang.ts). */
export function setDocumentLanguage(_locale: string): void {}
