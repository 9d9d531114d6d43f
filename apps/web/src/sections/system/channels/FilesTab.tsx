import { useState } from 'react';
import {
  Button,
  Divider,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { PAGE_FORMATS, type OutputFile, type PageFormat } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { TechnicalAreasEditor } from './areas/TechnicalAreasEditor';
import { newOutputFile } from './channelDraft';
import { OutputFileOptions } from './OutputFileOptions';
import type { ChannelTabProps } from './tabProps';

/**
 * Output files (docs/product.md §3 "Output file"): added, removed, renamed; the main one, address page, integrity,
 * page format; the options it offers by option type; and the technical areas of the chosen file.
 */
export function FilesTab({ draft, change, errorAt, errorsWithin, readOnly }: ChannelTabProps) {
  const t = useT();
  const files = draft.outputFiles;
  const [selected, setSelected] = useState(0);
  const index = Math.min(selected, Math.max(files.length - 1, 0));
  const file = files[index];
  const path = `outputFiles[${index}]`;
  const setFile = (patch: Partial<OutputFile> | ((file: OutputFile) => Partial<OutputFile>)) =>
    change((d) => ({
      outputFiles: d.outputFiles.map((f, i) =>
        i === index ? { ...f, ...(typeof patch === 'function' ? patch(f) : patch) } : f,
      ),
    }));
  const add = () => {
    change((d) => ({
      outputFiles: [
        ...d.outputFiles,
        newOutputFile(
          t('system.channels.files.newName', { number: d.outputFiles.length + 1 }),
          d.outputFiles.length === 0,
        ),
      ],
    }));
    setSelected(files.length);
  };
  const remove = () => {
    change((d) => {
      const rest = d.outputFiles.filter((_, i) => i !== index);
      // The main file removed, the first one left becomes the main one.
      const hasMain = rest.some((f) => f.mainOutputFile);
      return { outputFiles: rest.map((f, i) => (hasMain || i !== 0 ? f : { ...f, mainOutputFile: true })) };
    });
    setSelected(Math.max(index - 1, 0));
  };
  const listError = errorAt('outputFiles');

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        {files.length > 0 && (
          <Select
            label={t('system.channels.files.select')}
            data={files.map((f, i) => ({
              value: String(i),
              label: `${f.name || '—'}${f.mainOutputFile ? ` ${t('system.channels.files.main')}` : ''}${
                errorsWithin(`outputFiles[${i}]`) ? ' ⚠' : ''
              }`,
            }))}
            value={String(index)}
            onChange={(value) => value !== null && setSelected(Number(value))}
            allowDeselect={false}
            w={{ base: '100%', xs: 320 }}
          />
        )}
        {!readOnly && (
          <Button variant="light" onClick={add}>
            {t('system.channels.files.add')}
          </Button>
        )}
        {!readOnly && file && (
          <Button variant="subtle" color="red" onClick={remove}>
            {t('system.channels.files.remove')}
          </Button>
        )}
      </Group>
      {listError && (
        <Text size="sm" c="red" role="alert">
          {listError}
        </Text>
      )}
      {!file && (
        <Text size="sm" c="dimmed">
          {t('system.channels.files.none')}
        </Text>
      )}
      {file && (
        <Paper withBorder p="sm" radius="sm">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={t('system.channels.file.name')}
                value={file.name}
                onChange={(e) => setFile({ name: e.currentTarget.value })}
                error={errorAt(`${path}.name`) ?? errorAt(`${path}.id`)}
                disabled={readOnly}
                required
              />
              <Select
                label={t('system.channels.file.pageFormat')}
                data={[...PAGE_FORMATS]}
                value={file.pageFormat}
                onChange={(value) => value && setFile({ pageFormat: value as PageFormat })}
                allowDeselect={false}
                error={errorAt(`${path}.pageFormat`)}
                disabled={readOnly}
                dir="ltr"
              />
            </SimpleGrid>
            <Switch
              label={t('system.channels.file.main')}
              checked={file.mainOutputFile}
              disabled={readOnly}
              onChange={(e) => {
                const on = e.currentTarget.checked;
                // One main file: making this one main makes the others not.
                change((d) => ({
                  outputFiles: d.outputFiles.map((f, i) => ({
                    ...f,
                    mainOutputFile: i === index ? on : on ? false : f.mainOutputFile,
                  })),
                }));
              }}
            />
            <Switch
              label={t('system.channels.file.forceAddressPage')}
              checked={file.forceAddressPage}
              disabled={readOnly}
              onChange={(e) => setFile({ forceAddressPage: e.currentTarget.checked })}
            />
            <Switch
              label={t('system.channels.file.preserveIntegrity')}
              checked={file.preserveIntegrity}
              disabled={readOnly}
              onChange={(e) => setFile({ preserveIntegrity: e.currentTarget.checked })}
            />
            <Divider />
            <OutputFileOptions
              file={file}
              onChange={(options) => setFile({ options })}
              path={`${path}.options`}
              errorsWithin={errorsWithin}
              readOnly={readOnly}
            />
            <Divider />
            <TechnicalAreasEditor
              key={index}
              channelId={draft.version === undefined ? '' : draft.id}
              outputFile={file}
              onChange={(technicalAreas) => setFile({ technicalAreas })}
              readOnly={readOnly}
            />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
