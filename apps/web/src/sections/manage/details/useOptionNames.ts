import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { deliveryKeys, fetchOptions, fetchOptionTypes } from '../../deposit/delivery/deliveryApi';

interface OptionName {
  type: string;
  value: string;
}

/** Names of option types and options (GET /options/type, /options), shared with the delivery screen's cache. */
export function useOptionNames(): (option: { optionTypeId: string; optionId: string }) => OptionName {
  const types = useQuery({ queryKey: deliveryKeys.optionTypes, queryFn: fetchOptionTypes });
  const values = useQuery({ queryKey: deliveryKeys.options, queryFn: fetchOptions });
  return useCallback(
    ({ optionTypeId, optionId }) => ({
      // Until the names arrive (or when an option was removed since), its id stands for it.
      type: types.data?.find((type) => type.id === optionTypeId)?.name ?? optionTypeId,
      value: values.data?.find((value) => value.id === optionId)?.value ?? optionId,
    }),
    [types.data, values.data],
  );
}
