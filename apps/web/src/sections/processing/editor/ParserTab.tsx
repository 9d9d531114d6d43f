import { useState } from 'react';
import { Accordion, Stack, Text } from '@mantine/core';
import type { ParserConfiguration } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { ParserFields } from './ParserFields';
import { ParserGlobalMapping } from './ParserGlobalMapping';
import { ParserSample } from './ParserSample';
import type { TabProps } from './tabProps';

/**
 * Parser: how each data-file box reads its file (docs/product.md §3 "Parser configurations"), tried on a sample
 * file whose records show as a table whose columns are mapped to metadata names.
 */
export function ParserTab({ draft, change, errorAt, readOnly }: TabProps) {
  const t = useT();
  const dataBoxes = draft.boxes.flatMap((box, index) => (box.boxType === 'box.DATA_FILE' ? [index] : []));
  const [headers, setHeaders] = useState<Record<number, string[] | null>>({});
  if (dataBoxes.length === 0) return <Text>{t('processing.parser.noDataBox')}</Text>;
  const setConfig = (index: number, parserConfiguration: ParserConfiguration) =>
    change({ boxes: draft.boxes.map((box, i) => (i === index ? { ...box, parserConfiguration } : box)) });
  const serviceNames = draft.serviceMetadatas.map((m) => m.name);
  return (
    <Stack gap="sm">
      <Text size="sm">{t('processing.parser.intro')}</Text>
      <Accordion multiple variant="separated" defaultValue={dataBoxes.map(String)}>
        {dataBoxes.map((index) => {
          const box = draft.boxes[index]!;
          const config = box.parserConfiguration;
          const base = `boxes[${index}].parserConfiguration`;
          const fieldError = (field: string) => errorAt(field ? `${base}.${field}` : base);
          const mapped = config
            ? [
                ...Object.values(config.metadataMapping),
                ...(config.kind === 'par.JSON' ? Object.values(config.globalMetadataMapping) : []),
                ...(config.kind === 'par.CSV' ? (config.usedColumnNames ?? []) : []),
              ]
            : [];
          const targets = [
            ...new Set([...serviceNames, ...box.metadatas.map((m) => m.name), ...mapped].filter(Boolean)),
          ];
          return (
            <Accordion.Item key={index} value={String(index)}>
              <Accordion.Control>{box.label || box.name}</Accordion.Control>
              <Accordion.Panel>
                <Stack gap="md">
                  <ParserFields
                    config={config}
                    onChange={(next) => setConfig(index, next)}
                    errorAt={fieldError}
                    header={headers[index] ?? null}
                    readOnly={readOnly}
                  />
                  {config?.kind === 'par.JSON' && config.elementsJSONPointer && (
                    <ParserGlobalMapping
                      mapping={config.globalMetadataMapping}
                      onChange={(globalMetadataMapping) =>
                        setConfig(index, { ...config, globalMetadataMapping })
                      }
                      targets={targets}
                      errorAt={fieldError}
                      readOnly={readOnly}
                    />
                  )}
                  {config && (
                    <ParserSample
                      boxName={box.name}
                      config={config}
                      onChange={(next) => setConfig(index, next)}
                      targets={targets}
                      errorAt={fieldError}
                      readOnly={readOnly}
                      onHeader={(header) => setHeaders((all) => ({ ...all, [index]: header }))}
                    />
                  )}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
    </Stack>
  );
}
