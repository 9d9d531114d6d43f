import { Button, Group, NativeSelect, Paper, SimpleGrid } from '@mantine/core';
import { useT } from '../../i18n/useT';
import { LIMIT_CHOICES, type FilterDef } from './filters';
import { FilterField } from './FilterField';
import type { ListFilters } from './useListFilters';

interface FilterBarProps {
  defs: readonly FilterDef[];
  filters: ListFilters;
  /** Name of the form (the screen's title), for assistive technology. */
  name: string;
}

/** The filters of a list screen: edited as a draft, applied (and saved) with Search, or reset to the defaults. */
export function FilterBar({ defs, filters, name }: FilterBarProps) {
  const t = useT();
  return (
    <Paper
      component="form"
      withBorder
      p="sm"
      radius="md"
      role="search"
      aria-label={t('lists.filters', { name })}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        filters.apply();
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="sm">
        {defs.map((def) => {
          const error = filters.errors[def.name];
          return (
            <FilterField
              key={def.name}
              def={def}
              value={filters.draft[def.name] ?? ''}
              error={error ? t(error.key, error.params) : undefined}
              onChange={(value) => filters.setValue(def.name, value)}
              searchRangeDays={filters.searchRangeDays}
              followsSearchRange={filters.following.includes(def.name)}
              onFollowSearchRange={() => filters.followSearchRange(def.name)}
            />
          );
        })}
      </SimpleGrid>
      <Group mt="sm" gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('lists.limit')}
          data={LIMIT_CHOICES.map((limit) => String(limit))}
          value={String(filters.maxResults)}
          onChange={(e) => filters.setMaxResults(Number(e.currentTarget.value))}
        />
        <Button type="submit">{t('lists.search')}</Button>
        <Button variant="default" onClick={filters.reset}>
          {t('lists.resetFilters')}
        </Button>
      </Group>
    </Paper>
  );
}
