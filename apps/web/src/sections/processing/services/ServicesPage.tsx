import { useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { SERVICE_TYPES, type SavedService, type ServiceType } from '@postbridge/domain';
import { canOpenScreen } from '../../../app/menu';
import { notifyError, notifyInfo } from '../../../app/notify';
import { QUERY_KEYS } from '../../../app/queries';
import { useSession } from '../../../app/session/sessionStore';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { downloadFile } from '../../../ui/download/download';
import { ServiceEditor } from '../editor/ServiceEditor';
import { DeleteServiceModal } from './DeleteServiceModal';
import { ImportServiceModal } from './ImportServiceModal';
import { NewServiceModal } from './NewServiceModal';
import type { ServiceAction } from './ServiceActions';
import { ServicesFilters } from './ServicesFilters';
import { ServicesList, type ServiceRow } from './ServicesList';
import {
  filterServices,
  NO_FILTERS,
  saveEnabled,
  useOuOptions,
  useServices,
  type ServicesFilterValues,
} from './servicesData';

/** What the address asks the editor to open (`?edit=<id>`, `?new=<type>`, `?copy=<id>`), so that a reload keeps it. */
function editorTarget(params: URLSearchParams) {
  const type = params.get('new');
  const target = {
    serviceId: params.get('edit'),
    type: SERVICE_TYPES.includes(type as ServiceType) ? (type as ServiceType) : null,
    copyOf: params.get('copy'),
  };
  return target.serviceId || target.type || target.copyOf ? target : null;
}

/**
 * Processing › Services (issue 14, docs/web.md "Processing: services list"): the services offered to a unit,
 * filtered in the browser, a table on a wide screen and cards on a phone, with the inconsistent ones flagged;
 * create from a type, copy, enable or disable, export, import, and delete with the effect of `force` shown
 * before it is confirmed.
 */
export function ServicesPage() {
  const t = useT();
  const errorText = useErrorText();
  const client = useQueryClient();
  const me = useSession((s) => s.user);
  const [searchParams, setSearchParams] = useSearchParams();
  const editing = editorTarget(searchParams);
  const [chosenOu, setChosenOu] = useState<string | null>(null);
  const ouId = chosenOu ?? me?.ouId ?? null;
  const [filters, setFilters] = useState<ServicesFilterValues>(NO_FILTERS);
  const [importing, setImporting] = useState(false);
  const [choosingType, setChoosingType] = useState(false);
  const [deleting, setDeleting] = useState<SavedService | null>(null);
  const ous = useOuOptions();
  const list = useServices(ouId);
  // GET /ou answers the caller's own subtree, which is where the server lets it write services.
  const writable = new Set((ous.data ?? []).map((o) => o.value));
  const mayAdmin = me !== null && canOpenScreen(me, 'processing', 'services');

  const toggle = useMutation({
    mutationFn: (service: SavedService) => saveEnabled(service, !service.enabled),
    onSuccess: async (saved) => {
      notifyInfo(
        t(saved.enabled ? 'processing.services.enabled.done' : 'processing.services.disabled.done', {
          name: saved.name,
        }),
      );
      await client.invalidateQueries({ queryKey: QUERY_KEYS.processingServices });
    },
    onError: (error) => notifyError(errorText(error)),
  });

  const onAction = (action: ServiceAction, service: SavedService) => {
    switch (action) {
      case 'edit':
        setSearchParams({ edit: service.id });
        return;
      case 'copy':
        setSearchParams({ copy: service.id });
        return;
      case 'toggle':
        toggle.mutate(service);
        return;
      case 'export':
        downloadFile(
          `/services/${encodeURIComponent(service.id)}/export`,
          `${service.name}.service.json`,
        ).catch(() => notifyError(t('processing.services.exportFailed', { name: service.name })));
        return;
      case 'delete':
        setDeleting(service);
        return;
    }
  };

  const ouName = (id: string) => ous.data?.find((o) => o.value === id)?.name ?? null;
  const originOf = (service: SavedService) => {
    if (service.ouId === ouId) return null;
    const from = ouName(service.ouId);
    return from ? t('processing.services.inherited', { ou: from }) : t('processing.services.inheritedAbove');
  };
  const rows: ServiceRow[] = filterServices(list.data ?? [], filters).map((service) => ({
    service,
    canChange: mayAdmin && writable.has(service.ouId),
    origin: originOf(service),
  }));
  const canCreate = mayAdmin && ouId !== null && writable.has(ouId);

  if (editing) {
    return (
      <ServiceEditor
        key={searchParams.toString()}
        {...editing}
        ouId={ouId}
        onClose={() => {
          setSearchParams({});
          void client.invalidateQueries({ queryKey: QUERY_KEYS.processingServices });
        }}
      />
    );
  }

  return (
    <Stack gap="md" p="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          {t('screen.processing.services')}
        </Title>
        {canCreate && (
          <Group gap="xs" wrap="wrap">
            <Button onClick={() => setChoosingType(true)}>{t('processing.services.new')}</Button>
            <Button variant="light" onClick={() => setImporting(true)}>
              {t('processing.services.import')}
            </Button>
          </Group>
        )}
      </Group>
      <Text>{t('processing.services.intro')}</Text>
      <ServicesFilters
        ouId={ouId}
        ous={ous.data ?? []}
        onOuChange={setChosenOu}
        values={filters}
        onChange={setFilters}
      />
      {list.isPending && ouId !== null && <Loader size="sm" />}
      {list.isError && (
        <Alert color="red" role="alert">
          {errorText(list.error)}
        </Alert>
      )}
      {list.data && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('processing.services.count', { count: rows.length })}
          </Text>
          {list.data.some((s) => s.inconsistent) && (
            <Alert color="orange">{t('processing.services.inconsistent.hint')}</Alert>
          )}
          {rows.length === 0 ? (
            <Text>{t(list.data.length ? 'processing.services.empty' : 'processing.services.none')}</Text>
          ) : (
            <ServicesList rows={rows} onAction={onAction} />
          )}
        </>
      )}
      {canCreate && (
        <ImportServiceModal
          opened={importing}
          ouId={ouId}
          ouName={ouName(ouId) ?? ''}
          onClose={() => setImporting(false)}
        />
      )}
      {canCreate && (
        <NewServiceModal
          opened={choosingType}
          onChoose={(type) => {
            setChoosingType(false);
            setSearchParams({ new: type });
          }}
          onClose={() => setChoosingType(false)}
        />
      )}
      <DeleteServiceModal service={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
