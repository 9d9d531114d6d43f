import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, List, Loader, Paper, Stack, Table, Text } from '@mantine/core';
import type { ParserConfiguration, TestDataFileResult } from '@postbridge/domain';
import { api } from '../../../api/api';
import { ApiError } from '../../../api/errors';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { useIssueText } from '../../deposit/delivery/issueText';
import { ParserTargetSelect } from './ParserTargetSelect';
import {
  decodeSample,
  mappedSample,
  previewConfiguration,
  sourcesOf,
  targetOf,
  withTarget,
} from './parserSources';
import { useSamples } from './samples';

type Props = {
  boxName: string;
  config: ParserConfiguration;
  onChange: (config: ParserConfiguration) => void;
  /** The metadata names a column may be mapped to. */
  targets: readonly string[];
  errorAt: (field: string) => string | undefined;
  readOnly: boolean;
  /** The sample's first line, for the delimited header. */
  onHeader: (header: string[] | null) => void;
};

type Sample = { file: File; bytes: ArrayBuffer };

// A configuration change waits this long before the sample is read again, so that typing reads it once.
const DEBOUNCE_MS = 400;

/** The sample data file of a box, read by the server with the draft's configuration, as a table to map. */
export function ParserSample({ boxName, config, onChange, targets, errorAt, readOnly, onHeader }: Props) {
  const t = useT();
  const errorText = useErrorText();
  const issueText = useIssueText();
  const { setData } = useSamples();
  const [sample, setSample] = useState<Sample | null>(null);
  const [result, setResult] = useState<TestDataFileResult | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [loading, setLoading] = useState(false);
  const text = useMemo(
    () => (sample ? decodeSample(sample.bytes, config.encoding) : null),
    [sample, config.encoding],
  );
  const sources = useMemo(() => sourcesOf(config, text), [config, text]);
  const preview = JSON.stringify(previewConfiguration(config, sources));
  const readFor = useRef<Sample | null>(null);
  const call = useRef(0);

  useEffect(() => {
    if (!sample) return;
    // A new sample is read at once; a configuration change waits for the typing to stop.
    const delay = readFor.current === sample ? DEBOUNCE_MS : 0;
    readFor.current = sample;
    const timer = setTimeout(() => {
      const id = (call.current += 1);
      const form = new FormData();
      form.append('submittedFile', sample.file);
      form.append('parameters', preview);
      setLoading(true);
      api.postForm('/services/testDataFile', form).then(
        (answer) => {
          if (id !== call.current) return;
          setResult(answer);
          setFailure(null);
          setLoading(false);
        },
        (error: unknown) => {
          if (id !== call.current) return;
          setResult(null);
          setFailure(error);
          setLoading(false);
        },
      );
    }, delay);
    return () => clearTimeout(timer);
  }, [sample, preview]);

  const header =
    config.kind === 'par.CSV' && config.headerPresent
      ? sources.map((s) => s.title.replace(/ \(\d+\)$/, ''))
      : null;
  const headerKey = JSON.stringify(header);
  useEffect(() => onHeader(header), [headerKey]); // eslint-disable-line react-hooks/exhaustive-deps

  // The expression builder evaluates dataFileValue nodes on the first record, as the deposit will map it.
  useEffect(() => {
    if (!sample || !result) return;
    setData({ boxName, fileName: sample.file.name, ...mappedSample(config, sources, result.records) });
  }, [boxName, sample, result, config, sources, setData]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setSample({ file, bytes: await file.arrayBuffer() });
  };

  const mappingError =
    errorAt('metadataMapping') ?? errorAt('globalMetadataMapping') ?? errorAt('usedColumnNames');
  return (
    <Stack gap="sm">
      <Paper
        withBorder
        p="md"
        style={{ borderStyle: 'dashed' }}
        onDragOver={(e) => e.preventDefault()}
        onDrop={(e) => {
          e.preventDefault();
          void choose(e.dataTransfer.files[0]);
        }}
      >
        <Stack gap={4}>
          <Text component="label" htmlFor={`sample-${boxName}`} fw={500}>
            {t('processing.parser.sample')}
          </Text>
          <Text size="sm" c="dimmed">
            {sample
              ? t('processing.parser.sampleChosen', { name: sample.file.name })
              : t('processing.parser.sampleDrop')}
          </Text>
          <input
            id={`sample-${boxName}`}
            type="file"
            onChange={(e) => void choose(e.currentTarget.files?.[0])}
          />
        </Stack>
      </Paper>
      {mappingError && (
        <Text size="sm" c="red">
          {mappingError}
        </Text>
      )}
      {loading && <Loader size="sm" role="img" aria-label={t('processing.parser.reading')} />}
      {failure !== null && (
        <Alert color="red" title={t('processing.parser.refused')}>
          {failure instanceof ApiError && failure.issues?.length ? (
            <List size="sm">
              {failure.issues.map((issue, index) => (
                <List.Item key={index}>{issueText(issue)}</List.Item>
              ))}
            </List>
          ) : (
            errorText(failure)
          )}
        </Alert>
      )}
      {result?.error && <ProblemAlert problem={result.error} />}
      {result && sources.length > 0 && (
        <Box style={{ overflowX: 'auto' }}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('processing.parser.line')}</Table.Th>
                {sources.map((source) => (
                  <Table.Th key={source.key} style={{ minWidth: '10rem' }}>
                    <Text size="sm" fw={600} dir={config.kind === 'par.JSON' ? 'ltr' : undefined}>
                      {source.title}
                    </Text>
                    <ParserTargetSelect
                      column={source.title}
                      value={targetOf(config, source)}
                      targets={targets}
                      readOnly={readOnly}
                      error={errorAt(
                        `${source.global ? 'globalMetadataMapping' : 'metadataMapping'}[${JSON.stringify(source.mapKey)}]`,
                      )}
                      onChange={(target) => onChange(withTarget(config, source, target))}
                    />
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.records.map((record) => (
                <Table.Tr key={record.line}>
                  <Table.Td>{record.line}</Table.Td>
                  {sources.map((source) => (
                    <Table.Td key={source.key}>{record.values[source.key] ?? ''}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      )}
      {result && result.records.length === 0 && !result.error && (
        <Text size="sm">{t('processing.parser.noRecords')}</Text>
      )}
      {result?.truncated && (
        <Text size="sm">{t('processing.parser.truncated', { count: result.records.length })}</Text>
      )}
      {result && result.warnings.length > 0 && (
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            {t('processing.parser.warnings')}
          </Text>
          <List size="sm">
            {result.warnings.map((warning, index) => (
              <List.Item key={index}>{problemText(t, warning)}</List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}

type Problem = NonNullable<TestDataFileResult['error']>;
type T = ReturnType<typeof useT>;

const PROBLEM_CODES = [
  'columnCount',
  'lineTooLong',
  'lineLength',
  'missingColumn',
  'syntax',
  'jsonPointer',
  'tooLarge',
  'config',
] as const;

/** Where the problem is ("line 3, column 2") and what it is, in the user's language. */
function problemText(t: T, problem: Problem): string {
  const code = problem.code.replace(/^data\./, '');
  const what = (PROBLEM_CODES as readonly string[]).includes(code)
    ? t(`processing.parser.problem.${code as (typeof PROBLEM_CODES)[number]}`)
    : t('processing.parser.problem.other');
  if (problem.line !== undefined && problem.column !== undefined)
    return t('processing.parser.atLineColumn', { line: problem.line, column: problem.column, problem: what });
  if (problem.line !== undefined) return t('processing.parser.atLine', { line: problem.line, problem: what });
  return what;
}

function ProblemAlert({ problem }: { problem: Problem }) {
  const t = useT();
  return (
    <Alert color="red" title={t('processing.parser.stopped')}>
      <Stack gap={4}>
        <Text size="sm">
          {problem.code === 'data.encoding'
            ? t('processing.parser.notUtf8', { line: problem.line ?? 1 })
            : problemText(t, problem)}
        </Text>
        {/* The reader's own words, for whoever fixes the file (docs/web.md "Processing: the service editor"). */}
        <Text size="xs" c="dimmed" dir="ltr">
          {problem.message}
        </Text>
      </Stack>
    </Alert>
  );
}
