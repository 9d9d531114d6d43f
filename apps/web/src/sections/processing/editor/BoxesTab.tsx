import { useState } from 'react';
import {
  Accordion,
  ActionIcon,
  Button,
  Checkbox,
  FileButton,
  Group,
  List,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { BOX_TYPES, UNLIMITED_MAX_ELEMENTS, type Box, type Expression } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { ConditionEditor } from './ConditionEditor';
import { ExpressionEditor } from './ExpressionEditor';
import { newBox } from './serviceDraft';
import type { TabProps } from './tabProps';

type BoxesTabProps = TabProps & {
  /** Files chosen for each box (same order as the boxes), sent with the save. */
  pending: File[][];
  setPending: (pending: File[][]) => void;
};

/** Boxes: each box's fields in a panel; boxes are added and removed here. */
export function BoxesTab({ draft, change, errorAt, readOnly, pending, setPending }: BoxesTabProps) {
  const t = useT();
  // The first box open, and those with a problem, so that it is seen.
  const withProblems = draft.boxes
    .map((_, index) => String(index))
    .filter((index) => BOX_FIELDS.some((field) => errorAt(`boxes[${index}].${field}`)));
  const [open, setOpen] = useState<string[]>(withProblems.length ? withProblems : ['0']);
  // Computed from the latest draft: a renamed box's children follow each keystroke of its name.
  const setBox = (index: number, patch: Partial<Box>) =>
    change((latest) => {
      const renamedFrom = patch.name !== undefined ? latest.boxes[index]!.name : null;
      return {
        boxes: latest.boxes.map((box, i) => {
          if (i === index) return { ...box, ...patch };
          // A renamed box keeps its children: their parent follows the new name.
          // (A name cleared then typed again goes through '', which its children follow too.)
          if (renamedFrom !== null && box.parent !== null && box.parent === renamedFrom)
            return { ...box, parent: patch.name! };
          return box;
        }),
      };
    });
  const removeBox = (index: number) => {
    change({ boxes: draft.boxes.filter((_, i) => i !== index) });
    setPending(pending.filter((_, i) => i !== index));
    // Panels after the removed one move up by one.
    setOpen(
      open
        .filter((v) => Number(v) !== index)
        .map((v) => String(Number(v) > index ? Number(v) - 1 : Number(v))),
    );
  };
  const addBox = () => {
    change({ boxes: [...draft.boxes, newBox(draft.boxes)] });
    setPending([...pending, []]);
    setOpen([...open, String(draft.boxes.length)]);
  };
  return (
    <Stack gap="sm">
      <Accordion multiple variant="separated" value={open} onChange={setOpen}>
        {draft.boxes.map((box, index) => (
          <Accordion.Item key={index} value={String(index)}>
            <Accordion.Control>
              {box.label || box.name || t('processing.editor.box.untitled', { index: index + 1 })}
              {box.main ? ` · ${t('processing.editor.box.main')}` : ''}
            </Accordion.Control>
            <Accordion.Panel>
              <BoxFields
                box={box}
                index={index}
                boxNames={draft.boxes.map((b) => b.name)}
                fileName={(id) => draft.serviceFiles.find((f) => f.id === id)?.name ?? id}
                setBox={(patch) => setBox(index, patch)}
                errorAt={errorAt}
                readOnly={readOnly}
                files={pending[index] ?? []}
                setFiles={(files) =>
                  setPending(draft.boxes.map((_, i) => (i === index ? files : (pending[i] ?? []))))
                }
              />
              {!readOnly && (
                <Button mt="sm" color="red" variant="subtle" onClick={() => removeBox(index)}>
                  {t('processing.editor.box.remove')}
                </Button>
              )}
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      {!readOnly && (
        <Button variant="light" w="fit-content" onClick={addBox}>
          {t('processing.editor.box.add')}
        </Button>
      )}
    </Stack>
  );
}

const BOX_FIELDS = [
  'name',
  'label',
  'pattern',
  'minElements',
  'maxElements',
  'parent',
  'reconcile',
  'identifier',
  'parserConfiguration',
  'splitConfig',
] as const;

type BoxFieldsProps = {
  box: Box;
  index: number;
  boxNames: readonly string[];
  fileName: (serviceFileId: string) => string;
  setBox: (patch: Partial<Box>) => void;
  errorAt: (path: string) => string | undefined;
  readOnly: boolean;
  files: File[];
  setFiles: (files: File[]) => void;
};

function BoxFields({
  box,
  index,
  boxNames,
  fileName,
  setBox,
  errorAt,
  readOnly,
  files,
  setFiles,
}: BoxFieldsProps) {
  const t = useT();
  const at = (field: string) => `boxes[${index}].${field}`;
  const unlimited = box.maxElements === UNLIMITED_MAX_ELEMENTS;
  const parents = boxNames.filter((name, i) => i !== index && name.trim() !== '');
  const configuredErrors = box.configuredFiles
    .map((_, i) => errorAt(at(`configuredFiles[${i}].serviceFileId`)))
    .filter(Boolean);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('processing.editor.box.name')}
          required
          value={box.name}
          readOnly={readOnly}
          onChange={(e) => setBox({ name: e.currentTarget.value })}
          error={errorAt(at('name'))}
        />
        <TextInput
          label={t('processing.editor.box.label')}
          required
          value={box.label}
          readOnly={readOnly}
          onChange={(e) => setBox({ label: e.currentTarget.value })}
          error={errorAt(at('label'))}
        />
        <Select
          label={t('processing.editor.box.boxType')}
          data={BOX_TYPES.map((type) => ({
            value: type,
            label: t(
              `processing.editor.box.type.${type.replace('box.', '') as 'PDF' | 'DATA_FILE' | 'ARCHIVE'}`,
            ),
          }))}
          value={box.boxType}
          allowDeselect={false}
          disabled={readOnly}
          onChange={(value) => {
            if (!value) return;
            const boxType = value as Box['boxType'];
            // Only a data-file box reads its file with a parser (edited in the Parser tab, later).
            setBox(boxType === 'box.DATA_FILE' ? { boxType } : { boxType, parserConfiguration: null });
          }}
          error={errorAt(at('parserConfiguration'))}
        />
        <Select
          label={t('processing.editor.box.parent')}
          data={[
            { value: '', label: t('processing.editor.box.parentNone') },
            ...[...new Set([...parents, ...(box.parent ? [box.parent] : [])])].map((name) => ({
              value: name,
              label: name,
            })),
          ]}
          value={box.parent ?? ''}
          allowDeselect={false}
          disabled={readOnly}
          onChange={(parent) => setBox({ parent: parent || null })}
          error={errorAt(at('parent'))}
        />
        <TextInput
          label={t('processing.editor.box.pattern')}
          description={t('processing.editor.box.patternHint')}
          value={box.pattern ?? ''}
          readOnly={readOnly}
          dir="ltr"
          onChange={(e) => setBox({ pattern: e.currentTarget.value || null })}
          error={errorAt(at('pattern'))}
        />
        <Group gap="sm" align="flex-start" wrap="wrap">
          <NumberInput
            label={t('processing.editor.box.minElements')}
            min={0}
            allowDecimal={false}
            w={140}
            value={box.minElements}
            readOnly={readOnly}
            onChange={(value) => setBox({ minElements: typeof value === 'number' ? value : 0 })}
            error={errorAt(at('minElements'))}
          />
          <Stack gap={4}>
            <NumberInput
              label={t('processing.editor.box.maxElements')}
              min={0}
              allowDecimal={false}
              w={140}
              value={unlimited ? '' : box.maxElements}
              disabled={unlimited}
              readOnly={readOnly}
              onChange={(value) => setBox({ maxElements: typeof value === 'number' ? value : 0 })}
              error={errorAt(at('maxElements'))}
            />
            <Checkbox
              label={t('processing.editor.box.unlimited')}
              checked={unlimited}
              disabled={readOnly}
              onChange={(e) =>
                setBox({
                  maxElements: e.currentTarget.checked
                    ? UNLIMITED_MAX_ELEMENTS
                    : Math.max(box.minElements, 1),
                })
              }
            />
          </Stack>
        </Group>
      </SimpleGrid>
      <Group gap="lg" wrap="wrap">
        {(
          [
            ['main', 'processing.editor.box.main'],
            ['hidden', 'processing.editor.box.hidden'],
            ['integrityPreservable', 'processing.editor.box.integrity'],
            ['hasAddressPage', 'processing.editor.box.addressPage'],
            ['appositions', 'processing.editor.box.appositions'],
          ] as const
        ).map(([field, label]) => (
          <Switch
            key={field}
            label={t(label)}
            checked={box[field]}
            disabled={readOnly}
            onChange={(e) => setBox({ [field]: e.currentTarget.checked })}
          />
        ))}
      </Group>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('processing.editor.box.identifier')}
        </Text>
        {box.identifier === null ? (
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('processing.editor.box.identifierNone')}
            </Text>
            {!readOnly && (
              <Button
                size="compact-sm"
                variant="subtle"
                onClick={() => setBox({ identifier: { kind: 'constant', value: '' } })}
              >
                {t('processing.editor.box.identifierAdd')}
              </Button>
            )}
          </Group>
        ) : (
          <>
            <ExpressionEditor
              value={box.identifier}
              onChange={(identifier: Expression) => setBox({ identifier })}
              boxNames={boxNames}
              label={t('processing.editor.expr.kind')}
              errorAt={errorAt}
              path={at('identifier')}
              readOnly={readOnly}
            />
            {!readOnly && (
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                w="fit-content"
                onClick={() => setBox({ identifier: null })}
              >
                {t('processing.editor.box.identifierRemove')}
              </Button>
            )}
          </>
        )}
      </Stack>
      <ConditionEditor
        value={box.reconcile}
        onChange={(reconcile) => setBox({ reconcile })}
        boxNames={boxNames}
        label={t('processing.editor.box.reconcile')}
        errorAt={errorAt}
        path={at('reconcile')}
        readOnly={readOnly}
      />
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('processing.editor.box.files')}
        </Text>
        {box.configuredFiles.length === 0 && files.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('processing.editor.box.noFiles')}
          </Text>
        )}
        <List size="sm" spacing={4}>
          {box.configuredFiles.map((file, i) => (
            <List.Item key={file.serviceFileId}>
              <Group gap="xs" wrap="wrap">
                <Text size="sm">{fileName(file.serviceFileId)}</Text>
                <Checkbox
                  size="xs"
                  label={t('processing.editor.box.removable')}
                  checked={file.removable}
                  disabled={readOnly}
                  onChange={(e) => {
                    const removable = e.currentTarget.checked;
                    setBox({
                      configuredFiles: box.configuredFiles.map((f, j) => (j === i ? { ...f, removable } : f)),
                    });
                  }}
                />
                {!readOnly && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('processing.editor.box.removeFile', { name: fileName(file.serviceFileId) })}
                    onClick={() => setBox({ configuredFiles: box.configuredFiles.filter((_, j) => j !== i) })}
                  >
                    ×
                  </ActionIcon>
                )}
              </Group>
            </List.Item>
          ))}
          {files.map((file, i) => (
            <List.Item key={`pending-${i}`}>
              <Group gap="xs" wrap="wrap">
                <Text size="sm">{t('processing.editor.box.pendingFile', { name: file.name })}</Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('processing.editor.box.removeFile', { name: file.name })}
                  onClick={() => setFiles(files.filter((_, j) => j !== i))}
                >
                  ×
                </ActionIcon>
              </Group>
            </List.Item>
          ))}
        </List>
        {configuredErrors.map((text, i) => (
          <Text key={i} size="sm" c="red">
            {text}
          </Text>
        ))}
        {!readOnly && (
          <FileButton multiple onChange={(chosen) => setFiles([...files, ...chosen])}>
            {(props) => (
              <Button {...props} size="compact-sm" variant="light" w="fit-content">
                {t('processing.editor.box.addFiles')}
              </Button>
            )}
          </FileButton>
        )}
      </Stack>
    </Stack>
  );
}
