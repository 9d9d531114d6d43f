import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CheckOptionsBody } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { costKeys, estimateCost } from '../../../ui/costs/costsApi';
import { CostPanel } from '../../../ui/costs/CostPanel';

/** The cost and CO₂ of the order as planned now (POST /costs/estimate), asked again when an option changes. */
export function CostEstimate({ body }: { body: CheckOptionsBody }) {
  const t = useT();
  const estimate = useQuery({
    queryKey: costKeys.estimate(body),
    queryFn: () => estimateCost(body),
    placeholderData: keepPreviousData,
  });
  return (
    <CostPanel
      title={t('details.cost.title')}
      cost={estimate.data}
      error={estimate.error}
      pending={estimate.isFetching}
    />
  );
}
