import { useMemo, useState } from 'react';
import { Alert, Button, Group, Loader, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { NamedPagination } from '../../../ui/NamedPagination';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { hasPermission, type LabelCatalogue, type LabelCatalogueEntry } from '@postbridge/domain';
import { fetchLabels } from '../../../api/endpoints';
import { notifyInfo } from '../../../app/notify';
import { useSession } from '../../../app/session/sessionStore';
import { reloadLabels } from '../../../i18n/i18n';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { downloadFile } from '../../../ui/download/download';
import { CatalogueCards, CatalogueTable } from './CatalogueRows';
import { EditLabelModal } from './EditLabelModal';
import { ImportLabelsModal } from './ImportLabelsModal';
import { languageName, LANGUAGES } from './labelIssues';
import {
  fetchCatalogue,
  filterEntries,
  LABELS_CATALOGUE_KEY,
  sameAsEnglishCounts,
  searchIndex,
} from './localesData';

/** Rows shown at once: ~2,500 keys × 8 texts would make typing in the search slow. */
const PAGE_SIZE = 50;

/**
 * System > Languages (issue 15): every label key with its eight texts, a search over keys and texts, the changed
 * texts only, and the report of the texts still equal to English in a language. superAdmin edits a key's texts
 * (the interface reloads its labels when its own language changed) and imports; superAdminView reads and exports.
 */
export function LocalesScreen() {
  const t = useT();
  const errorText = useErrorText();
  const { i18n } = useTranslation();
  const client = useQueryClient();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const user = useSession((s) => s.user);
  const canEdit = user ? hasPermission(user.permissions, 'superAdmin') : false;

  const catalogue = useQuery({ queryKey: LABELS_CATALOGUE_KEY, queryFn: fetchCatalogue });
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 250);
  const [editedOnly, setEditedOnly] = useState(false);
  const [sameAsEnglishIn, setSameAsEnglishIn] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<LabelCatalogueEntry | null>(null);
  const [importing, setImporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);

  const data = catalogue.data;
  const index = useMemo(() => (data ? searchIndex(data) : new Map<string, string>()), [data]);
  const counts = useMemo(() => (data ? sameAsEnglishCounts(data) : {}), [data]);
  const entries = useMemo(
    () => (data ? filterEntries(data, index, { search: debouncedSearch, editedOnly, sameAsEnglishIn }) : []),
    [data, index, debouncedSearch, editedOnly, sameAsEnglishIn],
  );
  const pages = Math.max(1, Math.ceil(entries.length / PAGE_SIZE));
  const shownPage = Math.min(page, pages);
  // The rows keep their identity while the search is typed, so that the memoised table does not render again.
  const rows = useMemo(
    () => entries.slice((shownPage - 1) * PAGE_SIZE, shownPage * PAGE_SIZE),
    [entries, shownPage],
  );

  const onSaved = async (saved: LabelCatalogueEntry, locales: string[]) => {
    client.setQueryData<LabelCatalogue>(
      LABELS_CATALOGUE_KEY,
      (current) =>
        current && {
          ...current,
          entries: current.entries.map((entry) => (entry.key === saved.key ? saved : entry)),
        },
    );
    setEditing(null);
    notifyInfo(t('system.locales.saved', { key: saved.key }));
    if (locales.includes(i18n.language)) await reloadLabels(i18n, fetchLabels);
  };

  const exportOverrides = async () => {
    setExportFailed(false);
    try {
      await downloadFile('/i18n/overrides/export', 'postbridge-labels.json');
    } catch {
      setExportFailed(true);
    }
  };

  const reportOptions = [
    { value: '', label: t('system.locales.report.all') },
    ...LANGUAGES.filter((l) => l.code !== 'en').map(({ code, nativeName }) => ({
      value: code,
      label: t('system.locales.report.option', { language: nativeName, count: counts[code] ?? 0 }),
    })),
  ];

  return (
    <Stack gap="md" p="md">
      <Title order={1} size="h2">
        {t('screen.system.locales')}
      </Title>
      <Text>{t('system.locales.intro')}</Text>
      {!canEdit && (
        <Alert color="gray" variant="light">
          {t('system.locales.readOnly')}
        </Alert>
      )}
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('system.locales.search')}
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 16rem' }}
        />
        <Select
          label={t('system.locales.report')}
          data={reportOptions}
          value={sameAsEnglishIn ?? ''}
          onChange={(value) => {
            setSameAsEnglishIn(value || null);
            setPage(1);
          }}
          allowDeselect={false}
          style={{ flex: '0 1 14rem' }}
        />
        <Switch
          label={t('system.locales.editedOnly')}
          checked={editedOnly}
          onChange={(event) => {
            setEditedOnly(event.currentTarget.checked);
            setPage(1);
          }}
          mb={8}
        />
        <Group gap="xs" mb={2}>
          <Button variant="default" onClick={() => void exportOverrides()}>
            {t('system.locales.export')}
          </Button>
          {canEdit && (
            <Button variant="default" onClick={() => setImporting(true)}>
              {t('system.locales.import')}
            </Button>
          )}
        </Group>
      </Group>
      {exportFailed && (
        <Text role="alert" c="var(--postbridge-color-error-text)" size="sm">
          {t('download.error')}
        </Text>
      )}

      {catalogue.isError ? (
        <Alert color="red" role="alert">
          <Group gap="sm">
            <span>{errorText(catalogue.error)}</span>
            <Button size="xs" variant="light" onClick={() => void catalogue.refetch()}>
              {t('system.locales.retry')}
            </Button>
          </Group>
        </Alert>
      ) : !data ? (
        <Loader size="sm" />
      ) : (
        <>
          <Text size="sm" role="status">
            {sameAsEnglishIn
              ? t('system.locales.report.summary', {
                  count: counts[sameAsEnglishIn] ?? 0,
                  language: languageName(sameAsEnglishIn),
                })
              : t('system.locales.count', { count: entries.length })}
          </Text>
          {entries.length === 0 ? (
            <Text c="dimmed">{t('system.locales.empty')}</Text>
          ) : phone ? (
            <CatalogueCards entries={rows} onEdit={canEdit ? setEditing : undefined} />
          ) : (
            <CatalogueTable entries={rows} onEdit={canEdit ? setEditing : undefined} />
          )}
          {pages > 1 && <NamedPagination total={pages} value={shownPage} onChange={setPage} size="sm" />}
        </>
      )}

      {editing && (
        <EditLabelModal
          entry={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved, locales) => void onSaved(saved, locales)}
        />
      )}
      {importing && (
        <ImportLabelsModal
          onClose={() => setImporting(false)}
          onImported={async (result, file) => {
            setImporting(false);
            notifyInfo(t('system.locales.import.done', result), { autoClose: false });
            await client.invalidateQueries({ queryKey: LABELS_CATALOGUE_KEY });
            if (Object.keys(file.overrides).includes(i18n.language)) await reloadLabels(i18n, fetchLabels);
          }}
        />
      )}
    </Stack>
  );
}
