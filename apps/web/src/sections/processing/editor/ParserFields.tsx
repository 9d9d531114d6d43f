import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import {
  ENCODINGS,
  PARSER_KINDS,
  type ParserConfiguration,
  type ParserConfigurationOf,
} from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { readByName, switchKind } from './parserSources';

type Props = {
  config: ParserConfiguration | null;
  onChange: (config: ParserConfiguration) => void;
  /** The problem at `boxes[i].parserConfiguration.<field>`. */
  errorAt: (field: string) => string | undefined;
  /** The sample's first line split as a header, to carry a mapping between numbers and names. */
  header: readonly string[] | null;
  readOnly: boolean;
};

// A tab cannot be typed into a text field: it is written and shown as \t.
const shownSeparator = (separator: string) => separator.replace(/\t/g, '\\t');
const typedSeparator = (text: string) => text.replace(/\\t/g, '\t');

/** The parser's kind, encoding and the fields of its kind (docs/product.md §3 "Parser configurations"). */
export function ParserFields({ config, onChange, errorAt, header, readOnly }: Props) {
  const t = useT();
  const set = (patch: Partial<ParserConfiguration>) =>
    onChange({ ...config!, ...patch } as ParserConfiguration);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t('processing.parser.kind')}
          placeholder={t('processing.parser.kindNone')}
          data={PARSER_KINDS.map((kind) => ({
            value: kind,
            label: t(`processing.parser.kind.${kindKey(kind)}`),
          }))}
          value={config?.kind ?? null}
          allowDeselect={false}
          disabled={readOnly}
          onChange={(kind) =>
            kind && kind !== config?.kind && onChange(switchKind(kind as ParserConfiguration['kind'], config))
          }
          error={config ? undefined : errorAt('')}
        />
        {config && (
          <Select
            label={t('processing.parser.encoding')}
            data={[...ENCODINGS]}
            value={config.encoding}
            allowDeselect={false}
            disabled={readOnly}
            onChange={(encoding) => set({ encoding: encoding as ParserConfiguration['encoding'] })}
            error={errorAt('encoding')}
          />
        )}
      </SimpleGrid>
      {config?.kind === 'par.CSV' && (
        <DelimitedFields
          config={config}
          onChange={onChange}
          errorAt={errorAt}
          header={header}
          readOnly={readOnly}
        />
      )}
      {config?.kind === 'par.Seiitra' && (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <SeparatorInput
            value={config.separator}
            onChange={(separator) => set({ separator })}
            error={errorAt('separator')}
            readOnly={readOnly}
          />
          {(['skipLinesBefore', 'skipLinesAfter'] as const).map((field) => (
            <NumberInput
              key={field}
              label={t(`processing.parser.${field}`)}
              value={config[field]}
              allowDecimal={false}
              readOnly={readOnly}
              onChange={(value) => set({ [field]: typeof value === 'number' ? value : 0 })}
              error={errorAt(field)}
            />
          ))}
        </SimpleGrid>
      )}
      {config?.kind === 'par.FixedWidth' && (
        <WidthFields config={config} onChange={onChange} errorAt={errorAt} readOnly={readOnly} />
      )}
      {config?.kind === 'par.JSON' && (
        <TextInput
          label={t('processing.parser.elementsPointer')}
          description={t('processing.parser.elementsPointerHint')}
          dir="ltr"
          value={config.elementsJSONPointer ?? ''}
          readOnly={readOnly}
          onChange={(e) => set({ elementsJSONPointer: e.currentTarget.value || null })}
          error={errorAt('elementsJSONPointer')}
        />
      )}
      {config && config.kind !== 'par.FixedWidth' && (
        <Switch
          label={t('processing.parser.lenient')}
          description={t('processing.parser.lenientHint')}
          checked={config.lenient}
          disabled={readOnly}
          onChange={(e) => set({ lenient: e.currentTarget.checked })}
        />
      )}
    </Stack>
  );
}

function kindKey(kind: ParserConfiguration['kind']) {
  return kind.replace('par.', '') as 'CSV' | 'FixedWidth' | 'JSON' | 'Seiitra';
}

function SeparatorInput(props: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  readOnly: boolean;
}) {
  const t = useT();
  return (
    <TextInput
      label={t('processing.parser.separator')}
      description={t('processing.parser.separatorHint')}
      value={shownSeparator(props.value)}
      readOnly={props.readOnly}
      onChange={(e) => props.onChange(typedSeparator(e.currentTarget.value))}
      error={props.error}
    />
  );
}

type KindProps<K extends ParserConfiguration['kind']> = {
  config: ParserConfigurationOf<K>;
  onChange: (config: ParserConfiguration) => void;
  errorAt: (field: string) => string | undefined;
  readOnly: boolean;
};

function DelimitedFields({
  config,
  onChange,
  errorAt,
  header,
  readOnly,
}: KindProps<'par.CSV'> & { header: readonly string[] | null }) {
  const t = useT();
  const set = (patch: Partial<ParserConfigurationOf<'par.CSV'>>) => onChange({ ...config, ...patch });
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <SeparatorInput
          value={config.separator}
          onChange={(separator) => set({ separator })}
          error={errorAt('separator')}
          readOnly={readOnly}
        />
        <TextInput
          label={t('processing.parser.quoteChar')}
          maxLength={1}
          value={config.quoteChar}
          readOnly={readOnly}
          onChange={(e) => set({ quoteChar: e.currentTarget.value })}
          error={errorAt('quoteChar')}
        />
      </SimpleGrid>
      <Switch
        label={t('processing.parser.headerPresent')}
        checked={config.headerPresent}
        disabled={readOnly}
        onChange={(e) => set({ headerPresent: e.currentTarget.checked })}
        error={errorAt('headerPresent')}
      />
      <Switch
        label={t('processing.parser.byName')}
        description={t('processing.parser.byNameHint')}
        checked={config.usedColumnNames !== null}
        disabled={readOnly}
        onChange={(e) =>
          onChange(readByName(config, e.currentTarget.checked, config.headerPresent ? header : null))
        }
        error={errorAt('usedColumnNames')}
      />
    </Stack>
  );
}

function WidthFields({ config, onChange, errorAt, readOnly }: KindProps<'par.FixedWidth'>) {
  const t = useT();
  const widths = config.columnWidths;
  const setWidths = (columnWidths: number[]) => onChange({ ...config, columnWidths });
  const remove = (index: number) => {
    // The columns after it move down by one, and their mapping with them.
    const metadataMapping = Object.fromEntries(
      Object.entries(config.metadataMapping).flatMap(([key, target]) => {
        const column = Number(key);
        if (column === index) return [];
        return [[String(column > index ? column - 1 : column), target]];
      }),
    );
    onChange({ ...config, columnWidths: widths.filter((_, i) => i !== index), metadataMapping });
  };
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('processing.parser.columnWidths')}
      </Text>
      {errorAt('columnWidths') && (
        <Text size="sm" c="red">
          {errorAt('columnWidths')}
        </Text>
      )}
      <Group gap="xs" align="flex-start">
        {widths.map((width, index) => (
          <Group key={index} gap={2} align="flex-start" wrap="nowrap">
            <NumberInput
              w="6rem"
              aria-label={t('processing.parser.width', { index })}
              value={width}
              min={1}
              allowDecimal={false}
              readOnly={readOnly}
              onChange={(value) =>
                setWidths(widths.map((w, i) => (i === index ? (typeof value === 'number' ? value : 0) : w)))
              }
              error={errorAt(`columnWidths[${index}]`)}
            />
            {!readOnly && (
              <ActionIcon
                variant="subtle"
                color="red"
                mt={6}
                aria-label={t('processing.parser.removeWidth', { index })}
                onClick={() => remove(index)}
              >
                ×
              </ActionIcon>
            )}
          </Group>
        ))}
        {!readOnly && (
          <Button variant="light" onClick={() => setWidths([...widths, 10])}>
            {t('processing.parser.addWidth')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
