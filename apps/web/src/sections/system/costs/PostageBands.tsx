import { ActionIcon, Button, NumberInput, Table } from '@mantine/core';
import IconTrash from '@tabler/icons-react/icons/IconTrash';
import type { PostageBand } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { ScrollRegion } from '../../../ui/ScrollRegion';
import { ACTION_ICON_PROPS } from '../../../ui/actionIcons';
import { MoneyField } from './MoneyField';

const ZONES = ['domestic', 'europe', 'world'] as const;

/** The postage of a price list: one row per weight band, a price per zone. */
export function PostageBands({
  bands,
  currency,
  onChange,
  readOnly,
}: {
  bands: PostageBand[];
  currency: string;
  onChange: (bands: PostageBand[]) => void;
  readOnly: boolean;
}) {
  const t = useT();
  const change = (index: number, band: PostageBand) =>
    onChange(bands.map((b, i) => (i === index ? band : b)));
  return (
    <>
      <ScrollRegion>
        <Table miw={640} aria-label={t('system.costs.postage.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('system.costs.postage.maxGrams')}</Table.Th>
              {ZONES.map((zone) => (
                <Table.Th scope="col" key={zone}>
                  {t(`system.costs.zone.${zone}`)}
                </Table.Th>
              ))}
              {!readOnly && <Table.Th scope="col">{t('system.costs.postage.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {bands.map((band, index) => (
              // Bands have no id: their position is their identity while editing.
              <Table.Tr key={index}>
                <Table.Td>
                  <NumberInput
                    aria-label={t('system.costs.postage.maxGramsOf', { n: index + 1 })}
                    value={band.maxGrams}
                    onChange={(v) => change(index, { ...band, maxGrams: typeof v === 'number' ? v : 0 })}
                    allowDecimal={false}
                    allowNegative={false}
                    readOnly={readOnly}
                    dir="ltr"
                  />
                </Table.Td>
                {ZONES.map((zone) => (
                  <Table.Td key={zone}>
                    <MoneyField
                      label={t('system.costs.postage.priceOf', {
                        n: index + 1,
                        zone: t(`system.costs.zone.${zone}`),
                      })}
                      value={band[zone]}
                      currency={currency}
                      onChange={(minor) => change(index, { ...band, [zone]: minor })}
                      readOnly={readOnly}
                    />
                  </Table.Td>
                ))}
                {!readOnly && (
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('system.costs.postage.remove', { n: index + 1 })}
                      onClick={() => onChange(bands.filter((_, i) => i !== index))}
                    >
                      <IconTrash {...ACTION_ICON_PROPS} />
                    </ActionIcon>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      {!readOnly && (
        <Button
          variant="default"
          size="xs"
          w="fit-content"
          onClick={() =>
            onChange([
              ...bands,
              { maxGrams: (bands.at(-1)?.maxGrams ?? 0) + 100, domestic: 0, europe: 0, world: 0 },
            ])
          }
        >
          {t('system.costs.postage.add')}
        </Button>
      )}
    </>
  );
}
