import { Text } from '@mantine/core';
import type { DigitalFirstCost } from '@postbridge/domain';
import { useT } from '../../i18n/useT';
import { useCostFormat } from './useCostFormat';

/** What sending the order's ordinary letters digital-first would save (or cost more), and on what share. */
export function DigitalFirstNote({
  digitalFirst,
  currency,
}: {
  digitalFirst: DigitalFirstCost;
  currency: string;
}) {
  const t = useT();
  const { money, co2, perMille } = useCostFormat(currency);
  if (digitalFirst.letters === 0) return <Text size="sm">{t('details.cost.digitalFirst.none')}</Text>;
  const { saving } = digitalFirst;
  // Worded by the money: "would save" or "would cost more"; the CO₂ saved keeps its sign.
  const sign = saving.costMinor >= 0 ? 1 : -1;
  const params = {
    letters: digitalFirst.letters,
    share: perMille(digitalFirst.unopenedPerMille),
    cost: money(sign * saving.costMinor),
    co2: co2(saving.co2Mg),
  };
  return (
    <Text size="sm" role="note">
      {t(sign > 0 ? 'details.cost.digitalFirst.saving' : 'details.cost.digitalFirst.more', params)}{' '}
      {t(digitalFirst.measured ? 'details.cost.digitalFirst.measured' : 'details.cost.digitalFirst.default')}
    </Text>
  );
}
