import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isShipmentErrorCode, type LabelKey } from '@postbridge/domain';
import { useT } from '../../i18n/useT';
import {
  COMMAND_STATE_CHOICES,
  SHIPMENT_STATUS_CHOICES,
  commandStatus,
  shipmentStatus,
} from '../status/statuses';
import {
  listOf,
  listParam,
  rangeOf,
  selectInputOf,
  textOf,
  type FilterDef,
  type FilterOption,
  type FilterValues,
} from './filters';
import { fetchOuTree, flattenOus, ouTreeKey, type PeriodQuery, type ShipmentQuery } from './listsApi';

// Filters several list screens share, and how their values become the API's query (docs/api.md list filters).

type Translate = (key: LabelKey, params?: Record<string, string | number>) => string;

export const periodFilter = (t: Translate): FilterDef => ({
  kind: 'range',
  name: 'period',
  label: t('lists.filter.period'),
});

export const commandStateFilter = (t: Translate): FilterDef => ({
  kind: 'selectIcon',
  name: 'state',
  label: t('lists.filter.state'),
  options: COMMAND_STATE_CHOICES.map((state): FilterOption => {
    const view = commandStatus(state);
    return { value: state, label: t(view.label, view.params), kind: view.kind };
  }),
});

export function shipmentStatusOptions(t: Translate, codes: readonly number[] = SHIPMENT_STATUS_CHOICES) {
  return codes.map((code): FilterOption => {
    const view = shipmentStatus(code);
    return { value: String(code), label: `${code} · ${t(view.label, view.params)}`, kind: view.kind };
  });
}

export const ERROR_STATUS_CODES = SHIPMENT_STATUS_CHOICES.filter((code) => isShipmentErrorCode(code));

export const shipmentStatusFilter = (t: Translate, codes?: readonly number[]): FilterDef => ({
  kind: 'selectMultiple',
  name: 'status',
  label: t('lists.filter.status'),
  options: shipmentStatusOptions(t, codes),
});

/** One reference searched in the field chosen (the list filters of GET /shipments/list). */
export const shipmentReferenceFilter = (t: Translate): FilterDef => ({
  kind: 'selectInput',
  name: 'reference',
  label: t('lists.filter.reference'),
  options: [
    { value: 'externalIds', label: t('lists.column.externalId') },
    { value: 'trackingValues', label: t('lists.column.tracking') },
    { value: 'outputFileNUIDs', label: t('lists.filter.outputFile') },
  ],
});

/** The OUs the user sees, for the OU filter (its units and the units below them). */
export function useOuFilter(): FilterDef {
  const t = useT();
  const tree = useQuery({ queryKey: ouTreeKey, queryFn: fetchOuTree, staleTime: 300_000 });
  return useMemo(
    () => ({ kind: 'select', name: 'ou', label: t('lists.filter.ou'), options: flattenOus(tree.data ?? []) }),
    [t, tree.data],
  );
}

/** Period, OU and limit: the list filters every list call takes (docs/product.md §7). */
export function periodQuery(values: FilterValues, maxResults: number): PeriodQuery {
  const period = rangeOf(values, 'period');
  return {
    fromDate: period?.from,
    toDate: period?.to,
    maxResults,
    targetOUId: textOf(values, 'ou'),
  };
}

/** The shipment filters: status codes, references searched and the lists pasted or typed. */
export function shipmentQuery(values: FilterValues, maxResults: number): ShipmentQuery {
  const lists: Record<'externalIds' | 'trackingValues' | 'outputFileNUIDs', string[]> = {
    externalIds: listOf(values, 'externalIds'),
    trackingValues: listOf(values, 'trackingValues'),
    outputFileNUIDs: [],
  };
  const reference = selectInputOf(values, 'reference');
  if (reference && reference.field in lists)
    lists[reference.field as keyof typeof lists].push(reference.text);
  return {
    ...periodQuery(values, maxResults),
    statusValues: listParam(listOf(values, 'status')),
    externalIds: listParam(lists.externalIds),
    trackingValues: listParam(lists.trackingValues),
    outputFileNUIDs: listParam(lists.outputFileNUIDs),
  };
}
