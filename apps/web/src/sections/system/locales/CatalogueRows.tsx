import { memo } from 'react';
import { Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { overrideFits, type LabelCatalogueEntry } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { LANGUAGES } from './labelIssues';
import { shownText } from './localesData';

type RowsProps = {
  entries: readonly LabelCatalogueEntry[];
  /** Opens the edit dialog; absent for those who may only read. */
  onEdit?: (entry: LabelCatalogueEntry) => void;
};

/** The key of a row: a button opening its dialog for those who may edit, plain text for the others. */
function KeyCell({ entry, onEdit }: { entry: LabelCatalogueEntry; onEdit?: RowsProps['onEdit'] }) {
  const t = useT();
  const key = (
    <Text size="xs" ff="monospace" dir="ltr" style={{ wordBreak: 'break-all' }} component="span">
      {entry.key}
    </Text>
  );
  if (!onEdit) return key;
  return (
    <Button
      variant="subtle"
      size="compact-xs"
      onClick={() => onEdit(entry)}
      aria-label={t('system.locales.edit', { key: entry.key })}
      styles={{ root: { height: 'auto', paddingBlock: 2 }, label: { whiteSpace: 'normal' } }}
    >
      {key}
    </Button>
  );
}

/** One text of a key, in its language and direction, marked when it replaces the original one. */
function TextCell({
  entry,
  locale,
  dir,
}: {
  entry: LabelCatalogueEntry;
  locale: string;
  dir: 'ltr' | 'rtl';
}) {
  const t = useT();
  const override = entry.overrides[locale];
  return (
    <Stack gap={2} align="flex-start">
      <Text size="sm" lang={locale} dir={dir} lineClamp={3} style={{ whiteSpace: 'pre-wrap' }}>
        {shownText(entry, locale)}
      </Text>
      {override && (
        <Badge size="xs" variant="light">
          {t('system.locales.edited')}
        </Badge>
      )}
      {override && !overrideFits(entry.key, override.text) && (
        <Badge size="xs" variant="light" color="orange" style={{ textTransform: 'none' }}>
          {t('system.locales.stale')}
        </Badge>
      )}
    </Stack>
  );
}

/** The keys as a table: the key and the eight texts side by side (scrolls sideways on narrow screens). */
export const CatalogueTable = memo(function CatalogueTable({ entries, onEdit }: RowsProps) {
  const t = useT();
  return (
    <Table.ScrollContainer minWidth={1400}>
      <Table striped verticalSpacing="xs" layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={220}>{t('system.locales.key')}</Table.Th>
            {LANGUAGES.map(({ code, nativeName }) => (
              <Table.Th key={code} lang={code}>
                {nativeName}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.key}>
              <Table.Td style={{ verticalAlign: 'top' }}>
                <KeyCell entry={entry} onEdit={onEdit} />
              </Table.Td>
              {LANGUAGES.map(({ code, dir }) => (
                <Table.Td key={code} style={{ verticalAlign: 'top' }}>
                  <TextCell entry={entry} locale={code} dir={dir} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
});

/** The keys as cards, one per key with its eight texts one under the other (a phone). */
export const CatalogueCards = memo(function CatalogueCards({ entries, onEdit }: RowsProps) {
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {entries.map((entry) => (
        <Card key={entry.key} component="li" withBorder padding="sm">
          <Stack gap={6}>
            <KeyCell entry={entry} onEdit={onEdit} />
            {LANGUAGES.map(({ code, nativeName, dir }) => (
              <Group key={code} gap="xs" wrap="nowrap" align="flex-start">
                <Text size="xs" c="dimmed" w={80} style={{ flexShrink: 0 }} lang={code}>
                  {nativeName}
                </Text>
                <TextCell entry={entry} locale={code} dir={dir} />
              </Group>
            ))}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
});
