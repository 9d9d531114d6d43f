/** The virtual printer: printer tokens, printed files and their deposit (docs/api.md "Virtual printer"). */
export const printerEndpoints = {} as const;
