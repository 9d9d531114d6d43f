import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../app/session/sessionStore';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { NotAllowed } from '../../../ui/NotAllowed';
import { CostReportDownload } from './CostReportDownload';
import { CostSettingsForm } from './CostSettingsForm';
import { PriceListEditor } from './PriceListEditor';
import { canChangeCosts, canReadCosts, COST_SETTINGS_KEY, fetchCostSettings } from './costsSystemApi';

/**
 * System > Costs and CO₂ (issue 18; docs/product.md "Cost and CO₂"): the instance settings and CO₂ factors, the
 * price list of each channel (superAdmin changes them, superAdminView reads them), and the monthly cost report.
 */
export function CostsScreen() {
  const t = useT();
  const errorText = useErrorText();
  const user = useSession((s) => s.user);
  const view = useQuery({
    queryKey: COST_SETTINGS_KEY,
    queryFn: fetchCostSettings,
    enabled: canReadCosts(user),
  });
  if (!canReadCosts(user)) return <NotAllowed />;
  const readOnly = !canChangeCosts(user);
  return (
    <Stack gap="lg" p="md">
      <Title order={1} size="h2">
        {t('screen.system.costs')}
      </Title>
      <Text>{t('system.costs.intro')}</Text>
      {readOnly && (
        <Alert color="gray" variant="light">
          {t('system.costs.readOnly')}
        </Alert>
      )}
      {view.isError && (
        <Alert color="red" role="alert">
          {errorText(view.error)}
        </Alert>
      )}
      {view.isPending && (
        <Center py="md">
          <Loader aria-label={t('details.cost.loading')} />
        </Center>
      )}
      {view.data && (
        <>
          <CostSettingsForm view={view.data} readOnly={readOnly} />
          <PriceListEditor view={view.data} readOnly={readOnly} />
        </>
      )}
      <CostReportDownload />
    </Stack>
  );
}
