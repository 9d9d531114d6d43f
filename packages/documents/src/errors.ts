/**
 * The one error type of @postbridge/documents: a string code the server maps to the spec's notification keys
 * (e.g. 'pdf.encrypted' → the §8 "encrypted or protected document" key), a developer message, and details.
 */
export class DocumentError extends Error {
  override readonly name = 'DocumentError';

  constructor(
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
