/** Single sign-on with OpenID Connect (docs/api.md "Single sign-on"). */
export const ssoEndpoints = {} as const;
