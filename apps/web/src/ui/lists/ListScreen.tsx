import { useState, type ReactNode } from 'react';
import { Alert, Button, Center, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { NamedPagination } from '../NamedPagination';
import { useMediaQuery } from '@mantine/hooks';
import IconRefresh from '@tabler/icons-react/icons/IconRefresh';
import IconSearchOff from '@tabler/icons-react/icons/IconSearchOff';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DETAILS_KEY } from '../../app/queries';
import { useErrorText } from '../../i18n/useErrorText';
import { useT } from '../../i18n/useT';
import { EmptyState } from '../empty/EmptyState';
import { DetailPanel } from './DetailPanel';
import type { FilterDef, FilterValues } from './filters';
import { FilterBar } from './FilterBar';
import { ListTable, type ListColumn } from './ListTable';
import { useAddressFilters, useFiltersInAddress } from './useAddressFilters';
import { useListFilters } from './useListFilters';

/** Rows shown per page of a loaded list. */
const PAGE_SIZE = 25;

interface ListPage<T> {
  items: T[];
  /** More items match than were asked for (the API's `overflow`). */
  overflow: boolean;
}

interface ListScreenProps<T> {
  /** Saved filters and cache key: one per screen ("manage.orders"…). */
  screenId: string;
  title: string;
  filters: readonly FilterDef[];
  /**
   * The API call: filters and maxResults go to the server, which filters and limits (docs/product.md §7 list
   * filters).
   */
  load(values: FilterValues, maxResults: number, signal: AbortSignal): Promise<ListPage<T>>;
  columns: readonly ListColumn<T>[];
  rowKey(item: T): string;
  /** The detail of the selected item, beside the list (below it on narrow screens, in a drawer on a phone). */
  renderDetail?(id: string, item: T | undefined): ReactNode;
  /** Controlled selection (the address names the item); uncontrolled without it. */
  selectedId?: string | null;
  onSelect?(id: string | null): void;
  /** Controls above the list that act on the applied filters (an export…). */
  toolbar?(applied: FilterValues): ReactNode;
}

/**
 * The list screen pattern (docs/product.md §3 "List state", §4 "Lists"): declared filters saved per user and
 * screen and kept in the page address (a link names the list it opens), the server's filtering and limit, the overflow message, refresh, empty and error states, pages of
 * the loaded rows, and one selected item whose detail shows beside the list.
 */
export function ListScreen<T>(props: ListScreenProps<T>) {
  const { screenId, title, columns, rowKey, renderDetail } = props;
  const t = useT();
  const errorText = useErrorText();
  const fromAddress = useAddressFilters(props.filters);
  const filters = useListFilters(screenId, props.filters, fromAddress);
  useFiltersInAddress(props.filters, filters);
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const { applied, appliedMaxResults } = filters;
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: ['session', 'lists', screenId, applied, appliedMaxResults],
    queryFn: ({ signal }) => props.load(applied, appliedMaxResults, signal),
  });
  const [ownSelection, setOwnSelection] = useState<string | null>(null);
  const selectedId = props.selectedId !== undefined ? props.selectedId : ownSelection;
  const select = (id: string | null) => (props.onSelect ? props.onSelect(id) : setOwnSelection(id));

  // Back to the first page whenever another answer arrives (new filters, refresh).
  const [paging, setPaging] = useState<{ answer: unknown; page: number }>({ answer: null, page: 1 });
  const page = paging.answer === list.data ? paging.page : 1;
  const items = list.data?.items ?? [];
  const pages = Math.max(1, Math.ceil(items.length / PAGE_SIZE));
  const shown = items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  const body = (
    <Stack gap="sm">
      {list.isPending ? (
        <Center py="xl" role="status" aria-label={t('common.loading')}>
          <Loader aria-hidden="true" />
        </Center>
      ) : list.isError ? (
        <Alert color="red" role="alert" title={t('lists.loadError')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorText(list.error)}</Text>
            <Button size="xs" variant="default" onClick={() => void list.refetch()}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : items.length === 0 ? (
        <EmptyState live icon={IconSearchOff} text={t('lists.empty')} hint={t('lists.empty.hint')} />
      ) : (
        <>
          {list.data.overflow && (
            <Alert color="yellow" role="status">
              {t('lists.overflow')} {t('lists.overflowHint', { count: items.length })}
            </Alert>
          )}
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('lists.count', {
              first: (page - 1) * PAGE_SIZE + 1,
              last: (page - 1) * PAGE_SIZE + shown.length,
              total: items.length,
            })}
          </Text>
          <ListTable
            caption={title}
            columns={columns}
            items={shown}
            rowKey={rowKey}
            selectedId={selectedId}
            onSelect={(item) => select(rowKey(item))}
          />
          {pages > 1 && (
            <NamedPagination
              total={pages}
              value={page}
              onChange={(next) => setPaging({ answer: list.data, page: next })}
              size="sm"
            />
          )}
        </>
      )}
    </Stack>
  );

  const selectedItem = selectedId ? items.find((item) => rowKey(item) === selectedId) : undefined;
  const detail = (renderDetail && selectedId ? renderDetail(selectedId, selectedItem) : null) ?? null;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1}>{title}</Title>
        <Group gap="sm" wrap="wrap">
          {props.toolbar?.(applied)}
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} stroke={1.75} aria-hidden="true" />}
            loading={list.isFetching}
            onClick={() => {
              void list.refetch();
              // The open detail is read again too: it agrees with its row after a refresh.
              void queryClient.invalidateQueries({ queryKey: DETAILS_KEY });
            }}
          >
            {t('lists.refresh')}
          </Button>
        </Group>
      </Group>
      <FilterBar defs={props.filters} filters={filters} name={title} />
      {detail === null ? (
        body
      ) : phone ? (
        <>
          {body}
          <DetailPanel asDrawer itemId={selectedId ?? ''} onClose={() => select(null)}>
            {detail}
          </DetailPanel>
        </>
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: 7 }}>{body}</Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <DetailPanel asDrawer={false} itemId={selectedId ?? ''} onClose={() => select(null)}>
              {detail}
            </DetailPanel>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
