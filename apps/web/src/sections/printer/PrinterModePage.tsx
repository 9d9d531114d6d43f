import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { PrinterMode } from '@postbridge/domain';
import { PATHS } from '../../app/paths';
import { useT } from '../../i18n/useT';
import { fetchServices, servicesQueryKey } from '../deposit/depositApi';
import { PrintedFilesList } from './PrintedFilesList';
import { Loaded, PrinterScreen } from './PrinterScreen';
import { usePrintedFiles, usePrinterConfig } from './usePrinter';

/** The service automated printing deposits into, by name. */
function AutomatedService({ serviceId }: { serviceId: string | null }) {
  const t = useT();
  const services = useQuery({ queryKey: servicesQueryKey, queryFn: fetchServices });
  const name = services.data?.find((s) => s.id === serviceId)?.name;
  if (serviceId === null || !name) return null;
  return <Text>{t('printer.automated.service', { service: name })}</Text>;
}

/**
 * One screen per printer mode: what the mode does, a note when it is not the user's mode now (with the way to
 * change it), and every file printed in that mode.
 */
function PrinterModePage({ mode }: { mode: PrinterMode }) {
  const t = useT();
  const config = usePrinterConfig();
  const files = usePrintedFiles();
  return (
    <PrinterScreen screen={mode} intro={t(`printer.${mode}.intro`)}>
      <Loaded query={config}>
        {(printer) =>
          printer.mode === mode ? (
            mode === 'automated' ? (
              <AutomatedService serviceId={printer.serviceId} />
            ) : null
          ) : (
            <Alert color="gray">
              <Stack gap={4} align="flex-start">
                <Text size="sm">
                  {t('printer.modeElsewhere', { mode: t(`printer.mode.${printer.mode}`) })}
                </Text>
                <Anchor component={Link} to={PATHS.printer.config} size="sm">
                  {t('printer.home.change')}
                </Anchor>
              </Stack>
            </Alert>
          )
        }
      </Loaded>
      <Loaded query={files}>
        {(all) => (
          <section aria-labelledby={`printer-${mode}-files`}>
            <Text id={`printer-${mode}-files`} fw={600} mb="sm">
              {t('printer.files.ofMode', { mode: t(`printer.mode.${mode}`) })}
            </Text>
            <PrintedFilesList
              files={all.filter((f) => f.mode === mode)}
              empty={t(`printer.${mode}.empty`)}
              labelledBy={`printer-${mode}-files`}
            />
          </section>
        )}
      </Loaded>
    </PrinterScreen>
  );
}

export const PrinterManualPage = () => <PrinterModePage mode="manual" />;
export const PrinterAutomatedPage = () => <PrinterModePage mode="automated" />;
export const PrinterAsyncPage = () => <PrinterModePage mode="async" />;
