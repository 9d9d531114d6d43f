import { useState } from 'react';
import {
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  List,
  Radio,
  Select,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PRINTER_MODES,
  type NewPrinterToken,
  type PrinterConfig,
  type PrinterMode,
} from '@postbridge/domain';
import { notifyInfo } from '../../app/notify';
import { useErrorText } from '../../i18n/useErrorText';
import { useT } from '../../i18n/useT';
import { useFormatDateTime } from '../../ui/format';
import { depositableServices, fetchServices, servicesQueryKey } from '../deposit/depositApi';
import { createPrinterToken, printerQueryKeys, revokePrinterToken, savePrinterConfig } from './printerApi';
import { Loaded, PrinterScreen } from './PrinterScreen';
import { usePrinterConfig } from './usePrinter';

/** A value to copy: shown left to right whatever the language, with its copy button. */
function Copyable({ value, label }: { value: string; label: string }) {
  const t = useT();
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Code dir="ltr" style={{ wordBreak: 'break-all' }} aria-label={label}>
        {value}
      </Code>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button
            size="xs"
            variant="light"
            onClick={copy}
            aria-label={t('printer.config.copy', { what: label })}
          >
            {copied ? t('printer.config.copied') : t('printer.config.copyShort')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

/** The printer address and the token to install it with, and the steps on each system. */
function Installation({ printer }: { printer: PrinterConfig }) {
  const t = useT();
  const formatDateTime = useFormatDateTime();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const [created, setCreated] = useState<NewPrinterToken | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: printerQueryKeys.config });
  const create = useMutation({
    mutationFn: createPrinterToken,
    onSuccess: async (token) => {
      setCreated(token);
      await refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: revokePrinterToken,
    onSuccess: async () => {
      setCreated(null);
      await refresh();
      notifyInfo(t('printer.config.revoked'));
    },
  });
  // The token is part of the address (every client can use that): the whole address exists only while the new
  // token is on screen; otherwise the address shows where the token goes.
  const placeholder = `‹${t('printer.config.token')}›`;
  const withToken = (base: string) => `${base}/${created?.token ?? placeholder}`;
  const steps = (system: 'windows' | 'macos' | 'linux') => (
    <List type="ordered" spacing={4} size="sm">
      {[1, 2, 3].map((n) => (
        <List.Item key={n}>
          {t(`printer.install.${system}.${n}` as 'printer.install.windows.1', {
            url: withToken(system === 'windows' ? printer.httpUrl : printer.ippUrl),
          })}
        </List.Item>
      ))}
    </List>
  );

  return (
    <Stack gap="md" component="section" aria-labelledby="printer-install">
      <Title order={2} size="h3" id="printer-install">
        {t('printer.config.installTitle')}
      </Title>
      <Stack gap={4}>
        <Text fw={600}>{t('printer.config.address')}</Text>
        {created ? (
          <>
            <Copyable value={withToken(printer.ippUrl)} label={t('printer.config.address')} />
            <Text size="sm" c="dimmed">
              {t('printer.config.httpAddress')}
            </Text>
            <Copyable value={withToken(printer.httpUrl)} label={t('printer.config.httpAddressLabel')} />
          </>
        ) : (
          <Code dir="ltr" style={{ wordBreak: 'break-all' }} w="fit-content">
            {withToken(printer.ippUrl)}
          </Code>
        )}
        <Text size="sm" c="dimmed">
          {t('printer.config.basic', { url: printer.ippUrl })}
        </Text>
      </Stack>
      <Stack gap={4}>
        <Text fw={600}>{t('printer.config.token')}</Text>
        <Text size="sm">
          {printer.token
            ? t('printer.config.tokenSet', {
                prefix: printer.token.prefix,
                date: formatDateTime(printer.token.createdAt) ?? '',
              })
            : t('printer.config.noToken')}
          {printer.token?.lastUsedAt
            ? ` ${t('printer.config.lastUsed', { date: formatDateTime(printer.token.lastUsedAt) ?? '' })}`
            : ''}
        </Text>
        <Text size="xs" c="dimmed">
          {t('printer.config.tokenHint')}
        </Text>
        {created && (
          <Alert color="orange" variant="light" role="alert">
            <Stack gap="xs">
              <Text size="sm">{t('printer.config.shownOnce')}</Text>
              <Copyable value={created.token} label={t('printer.config.token')} />
            </Stack>
          </Alert>
        )}
        {(create.isError || revoke.isError) && (
          <Alert color="red" role="alert">
            {errorText(create.error ?? revoke.error)}
          </Alert>
        )}
        <Group gap="xs">
          <Button size="xs" onClick={() => create.mutate()} loading={create.isPending}>
            {printer.token ? t('printer.config.newToken') : t('printer.config.makeToken')}
          </Button>
          {printer.token && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => revoke.mutate()}
              loading={revoke.isPending}
            >
              {t('printer.config.revoke')}
            </Button>
          )}
        </Group>
      </Stack>
      <Tabs defaultValue="windows" aria-label={t('printer.config.systems')}>
        <Tabs.List>
          <Tabs.Tab value="windows">Windows</Tabs.Tab>
          <Tabs.Tab value="macos">macOS</Tabs.Tab>
          <Tabs.Tab value="linux">Linux</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="windows" pt="sm">
          {steps('windows')}
        </Tabs.Panel>
        <Tabs.Panel value="macos" pt="sm">
          {steps('macos')}
        </Tabs.Panel>
        <Tabs.Panel value="linux" pt="sm">
          {steps('linux')}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** What happens to what the user prints: the mode, and for automated printing the service. */
function ModeForm({ printer }: { printer: PrinterConfig }) {
  const t = useT();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<PrinterMode>(printer.mode);
  const [serviceId, setServiceId] = useState<string | null>(printer.serviceId);
  const [missingService, setMissingService] = useState(false);
  const services = useQuery({ queryKey: servicesQueryKey, queryFn: fetchServices });
  const save = useMutation({
    mutationFn: () => savePrinterConfig({ mode, serviceId }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(printerQueryKeys.config, saved);
      await queryClient.invalidateQueries({ queryKey: printerQueryKeys.files });
      notifyInfo(t('printer.config.saved'));
    },
  });
  const submit = () => {
    const lacking = mode === 'automated' && !serviceId;
    setMissingService(lacking);
    if (!lacking) save.mutate();
  };
  const options = depositableServices(services.data ?? []).map((s) => ({ value: s.id, label: s.name }));

  return (
    <Stack gap="md" component="section" aria-labelledby="printer-mode">
      <Title order={2} size="h3" id="printer-mode">
        {t('printer.config.modeTitle')}
      </Title>
      <Radio.Group value={mode} onChange={(value) => setMode(value as PrinterMode)}>
        <Stack gap="sm">
          {PRINTER_MODES.map((m) => (
            <Radio key={m} value={m} label={t(`printer.mode.${m}`)} description={t(`printer.${m}.intro`)} />
          ))}
        </Stack>
      </Radio.Group>
      {mode === 'automated' && (
        <Select
          label={t('printer.config.service')}
          description={t('printer.config.serviceHint')}
          data={options}
          value={serviceId}
          onChange={setServiceId}
          searchable
          maw={420}
          error={missingService ? t('printer.config.serviceRequired') : null}
          nothingFoundMessage={t('printer.config.noService')}
        />
      )}
      {save.isError && (
        <Alert color="red" role="alert">
          {errorText(save.error)}
        </Alert>
      )}
      <Button onClick={submit} loading={save.isPending} w="fit-content">
        {t('printer.config.save')}
      </Button>
    </Stack>
  );
}

/** Printer configuration: how to install the printer (address, token, steps per system) and the mode. */
export function PrinterConfigPage() {
  const t = useT();
  const config = usePrinterConfig();
  return (
    <PrinterScreen screen="config" intro={t('printer.config.intro')}>
      <Loaded query={config}>
        {(printer) => (
          <Stack gap="xl">
            <Installation printer={printer} />
            <ModeForm key={`${printer.mode}-${printer.serviceId ?? ''}`} printer={printer} />
          </Stack>
        )}
      </Loaded>
    </PrinterScreen>
  );
}
