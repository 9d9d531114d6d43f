import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../i18n/useT';
import { costKeys, fetchCommandCost } from '../../../ui/costs/costsApi';
import { CostPanel } from '../../../ui/costs/CostPanel';

/** The order's real cost and CO₂: from the shipments made, fallback ones counted, cancelled ones not. */
export function CommandAmounts({ commandId }: { commandId: string }) {
  const t = useT();
  const cost = useQuery({
    queryKey: costKeys.command(commandId),
    queryFn: () => fetchCommandCost(commandId),
  });
  return (
    <CostPanel
      title={t('details.cost.actualTitle')}
      cost={cost.data?.actual}
      error={cost.error}
      pending={cost.isPending}
      empty={t('details.cost.noShipment')}
      order={3}
    />
  );
}
