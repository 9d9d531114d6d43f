import { useState } from 'react';
import { Accordion, Button, Stack, Text, Title } from '@mantine/core';
import { serviceMetadataSchema, type ServiceMetadata } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { MetadataBoxList } from './MetadataBoxList';
import { MetadataServiceFields } from './MetadataServiceFields';
import type { TabProps } from './tabProps';

/**
 * Metadata: the service's metadatas (asked at deposit or kept with the job) and each box's computed ones
 * (docs/product.md §3 "Service" and "Box"; their rules §5 "Service configuration").
 */
export function MetadataTab({ draft, change, errorAt, readOnly }: TabProps) {
  const t = useT();
  const metadatas = draft.serviceMetadatas;
  // Panels with a problem open, so that it is seen.
  const [open, setOpen] = useState<string[]>(() =>
    metadatas.flatMap((_, i) => (errorAt(`serviceMetadatas[${i}].name`) ? [String(i)] : [])),
  );
  const setMetadata = (index: number, metadata: ServiceMetadata) =>
    change({ serviceMetadatas: metadatas.map((m, i) => (i === index ? metadata : m)) });
  const add = () => {
    change({ serviceMetadatas: [...metadatas, serviceMetadataSchema.parse({ type: 'TEXT', name: '' })] });
    setOpen([...open, String(metadatas.length)]);
  };
  const remove = (index: number) => {
    change({ serviceMetadatas: metadatas.filter((_, i) => i !== index) });
    setOpen(
      open
        .filter((v) => Number(v) !== index)
        .map((v) => String(Number(v) > index ? Number(v) - 1 : Number(v))),
    );
  };
  const boxNames = draft.boxes.map((box) => box.name);
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Title order={3}>{t('processing.metadata.service')}</Title>
        <Text size="sm">{t('processing.metadata.serviceIntro')}</Text>
        {metadatas.length === 0 && <Text size="sm">{t('processing.metadata.serviceNone')}</Text>}
        <Accordion multiple variant="separated" value={open} onChange={setOpen}>
          {metadatas.map((metadata, index) => {
            const at = `serviceMetadatas[${index}]`;
            const problem = ['name', 'properties.validation', 'properties.maxLines'].some((f) =>
              errorAt(`${at}.${f}`),
            );
            return (
              <Accordion.Item key={index} value={String(index)}>
                <Accordion.Control c={problem ? 'red' : undefined}>
                  {metadata.label || metadata.name || t('processing.metadata.untitled', { index: index + 1 })}
                  {` · ${t(`processing.metadata.type.${metadata.type}`)}`}
                </Accordion.Control>
                <Accordion.Panel>
                  <MetadataServiceFields
                    metadata={metadata}
                    onChange={(next) => setMetadata(index, next)}
                    errorAt={(field) => errorAt(`${at}.${field}`)}
                    readOnly={readOnly}
                  />
                  {!readOnly && (
                    <Button mt="sm" color="red" variant="subtle" onClick={() => remove(index)}>
                      {t('processing.metadata.remove', { name: metadata.name || index + 1 })}
                    </Button>
                  )}
                </Accordion.Panel>
              </Accordion.Item>
            );
          })}
        </Accordion>
        {!readOnly && (
          <Button variant="light" w="fit-content" onClick={add}>
            {t('processing.metadata.add')}
          </Button>
        )}
      </Stack>
      {draft.boxes.map((box, index) => (
        <Stack key={index} gap="sm">
          <Title order={4}>{t('processing.metadata.ofBox', { box: box.label || box.name })}</Title>
          <MetadataBoxList
            metadatas={box.metadatas}
            onChange={(next) =>
              change({ boxes: draft.boxes.map((b, i) => (i === index ? { ...b, metadatas: next } : b)) })
            }
            boxNames={boxNames}
            path={`boxes[${index}]`}
            errorAt={errorAt}
            readOnly={readOnly}
          />
        </Stack>
      ))}
    </Stack>
  );
}
