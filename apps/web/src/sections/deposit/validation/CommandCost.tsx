import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../i18n/useT';
import { costKeys, fetchCommandCost } from '../../../ui/costs/costsApi';
import { CostPanel } from '../../../ui/costs/CostPanel';

/** What the pending order will cost and emit, per channel and in total, before the validator approves it. */
export function CommandCost({ commandId }: { commandId: string }) {
  const t = useT();
  const cost = useQuery({
    queryKey: costKeys.command(commandId),
    queryFn: () => fetchCommandCost(commandId),
  });
  return (
    <CostPanel
      title={t('details.cost.title')}
      cost={cost.data?.estimate}
      error={cost.error}
      pending={cost.isPending}
      order={3}
    />
  );
}
