/** Query keys of System > Options: one root that every change reads again. */
export const OPTION_KEYS = {
  all: ['session', 'system', 'options'] as const,
  types: ['session', 'system', 'options', 'types'] as const,
  values: (optionTypeId: string) => ['session', 'system', 'options', 'values', optionTypeId] as const,
};
