/** API keys of an account and external-authentication tokens (docs/api.md "API keys"). */
export const apiKeyEndpoints = {} as const;
