import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useT } from '../../../i18n/useT';

type Props = {
  /** The column's title, naming the picker. */
  column: string;
  value: string | null;
  targets: readonly string[];
  onChange: (target: string | null) => void;
  error?: string;
  readOnly: boolean;
};

const NOT_USED = '\u0000none';
const NEW = '\u0000new';

/** The metadata a column goes to: "not used", a known metadata name, or a new name asked for. */
export function ParserTargetSelect({ column, value, targets, onChange, error, readOnly }: Props) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const [name, setName] = useState('');
  const names = [...new Set([...targets, ...(value ? [value] : [])])];
  const close = () => {
    setAsking(false);
    setName('');
  };
  return (
    <>
      <Select
        size="xs"
        aria-label={t('processing.parser.mapColumn', { column })}
        data={[
          { value: NOT_USED, label: t('processing.parser.notUsed') },
          ...names.map((target) => ({ value: target, label: `→ ${target}` })),
          ...(readOnly ? [] : [{ value: NEW, label: t('processing.parser.newMetadata') }]),
        ]}
        value={value ?? NOT_USED}
        allowDeselect={false}
        disabled={readOnly}
        error={error}
        onChange={(picked) => {
          if (picked === NEW) setAsking(true);
          else onChange(picked ? picked : null);
        }}
      />
      <Modal opened={asking} onClose={close} title={t('processing.parser.newMetadataTitle', { column })}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            // React sends a portal's submit on to the editor's own form, which would try to save the service.
            e.stopPropagation();
            if (!name.trim()) return;
            onChange(name.trim());
            close();
          }}
        >
          <Stack gap="sm">
            <TextInput
              label={t('processing.parser.newMetadataName')}
              data-autofocus
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('processing.parser.cancel')}
              </Button>
              <Button type="submit" disabled={!name.trim()}>
                {t('processing.parser.useName')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
