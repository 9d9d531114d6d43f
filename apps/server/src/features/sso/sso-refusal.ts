import type { SsoFlowError } from '@postbridge/domain';

/** A single sign-on that cannot go on: the browser is sent back to the sign-in page with this reason. */
export class SsoRefusal extends Error {
  override readonly name = 'SsoRefusal';
  constructor(readonly key: SsoFlowError) {
    super(`single sign-on refused: ${key}`);
  }
}

/** The sign-in page with the reason shown (a path: the browser stays on the origin it came back to). */
export const signInPageWith = (key: SsoFlowError): string => `/?ssoError=${key}`;
