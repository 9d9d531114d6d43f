import { Alert, List, Stack, Text, Title } from '@mantine/core';
import type { Box, ParserConfiguration } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { conditionText, expressionText, type ServiceDraft } from './serviceDraft';

// The parts of the service this version shows but does not edit yet: a readable summary of each, and a line
// saying so (docs/web.md "Processing: the service editor").

export type ReadOnlyTab = 'split' | 'parser' | 'metadata' | 'requirements' | 'channels' | 'strategy';

/** Expressions, conditions and patterns read left to right whatever the language. */
function Formula({ children }: { children: string }) {
  return (
    <Text component="span" size="sm" dir="ltr" ff="monospace" style={{ unicodeBidi: 'isolate' }}>
      {children}
    </Text>
  );
}

export function ReadOnlyTabPanel({ tab, draft }: { tab: ReadOnlyTab; draft: ServiceDraft }) {
  const t = useT();
  return (
    <Stack gap="sm">
      <Alert color="blue" role="status">
        {t('processing.editor.laterVersion')}
      </Alert>
      {tab === 'split' && <SplitSummary boxes={draft.boxes} />}
      {tab === 'parser' && <ParserSummary boxes={draft.boxes} />}
      {tab === 'metadata' && <MetadataSummary draft={draft} />}
      {tab === 'requirements' && <RequirementsSummary draft={draft} />}
      {tab === 'channels' && <ChannelsSummary draft={draft} />}
      {tab === 'strategy' && <StrategySummary draft={draft} />}
    </Stack>
  );
}

function SplitSummary({ boxes }: { boxes: readonly Box[] }) {
  const t = useT();
  return (
    <List size="sm">
      {boxes
        .filter((box) => box.boxType === 'box.PDF')
        .map((box) => {
          const split = box.splitConfig;
          const name = box.label || box.name;
          const text =
            split.kind === 'bsc.PAGE'
              ? t('processing.editor.split.PAGE', { box: name, count: split.pagesPerPart })
              : split.kind === 'bsc.PDF_AREA'
                ? t('processing.editor.split.PDF_AREA', {
                    box: name,
                    ...split.area,
                    page: split.page,
                    value: split.value,
                  })
                : t('processing.editor.split.NONE', { box: name });
          return <List.Item key={box.name}>{text}</List.Item>;
        })}
    </List>
  );
}

function parserParts(config: ParserConfiguration, t: ReturnType<typeof useT>): string[] {
  const parts: string[] = [];
  if ('separator' in config)
    parts.push(t('processing.editor.parser.separator', { separator: config.separator }));
  if (config.kind === 'par.CSV' && config.headerPresent) parts.push(t('processing.editor.parser.header'));
  return parts;
}

function ParserSummary({ boxes }: { boxes: readonly Box[] }) {
  const t = useT();
  const dataBoxes = boxes.filter((box) => box.parserConfiguration !== null);
  if (dataBoxes.length === 0) return <Text size="sm">{t('processing.editor.parser.none')}</Text>;
  return (
    <List size="sm" spacing="xs">
      {dataBoxes.map((box) => {
        const config = box.parserConfiguration!;
        const mapping = Object.entries(config.metadataMapping)
          .map(([from, to]) => `${from} → ${to}`)
          .join(', ');
        const head = t('processing.editor.parser.summary', {
          box: box.label || box.name,
          kind: config.kind.replace('par.', ''),
          encoding: config.encoding ?? t('processing.editor.parser.noEncoding'),
        });
        return (
          <List.Item key={box.name}>
            {[head, ...parserParts(config, t)].join(', ')}
            {mapping && (
              <Text size="sm" c="dimmed">
                {t('processing.editor.parser.mapping', { mapping })}
              </Text>
            )}
          </List.Item>
        );
      })}
    </List>
  );
}

function MetadataSummary({ draft }: { draft: ServiceDraft }) {
  const t = useT();
  const boxMetadatas = draft.boxes.filter((box) => box.metadatas.length > 0);
  if (draft.serviceMetadatas.length === 0 && boxMetadatas.length === 0)
    return <Text size="sm">{t('processing.editor.metadata.none')}</Text>;
  return (
    <Stack gap="xs">
      {draft.serviceMetadatas.length > 0 && (
        <>
          <Title order={3} size="h5">
            {t('processing.editor.metadata.service')}
          </Title>
          <List size="sm">
            {draft.serviceMetadatas.map((m) => (
              <List.Item key={m.name}>
                {[
                  m.label ? `${m.label} (${m.name})` : m.name,
                  m.type,
                  ...(m.mandatory ? [t('processing.editor.metadata.mandatory')] : []),
                ].join(' · ')}
              </List.Item>
            ))}
          </List>
        </>
      )}
      {boxMetadatas.map((box) => (
        <Stack key={box.name} gap={2}>
          <Title order={3} size="h5">
            {t('processing.editor.metadata.box', { box: box.label || box.name })}
          </Title>
          <List size="sm">
            {box.metadatas.map((m) => (
              <List.Item key={m.name}>
                {m.label ? `${m.label} (${m.name})` : m.name} ·{' '}
                <Formula>{expressionText(m.expression)}</Formula>
              </List.Item>
            ))}
          </List>
        </Stack>
      ))}
    </Stack>
  );
}

function RequirementsSummary({ draft }: { draft: ServiceDraft }) {
  const t = useT();
  const requirements = draft.packRequirements.content;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('processing.editor.requirements.pack')}
      </Title>
      {requirements.length === 0 ? (
        <Text size="sm">{t('processing.editor.requirements.none')}</Text>
      ) : (
        <List size="sm">
          {requirements.map((r) => (
            <List.Item key={r.name}>
              {t('processing.editor.requirements.item', { name: r.name, kind: r.kind, type: r.type })}
              {r.content && (
                <>
                  {' · '}
                  {`${t('processing.editor.requirements.content')} `}
                  <Formula>{expressionText(r.content)}</Formula>
                </>
              )}
            </List.Item>
          ))}
        </List>
      )}
      {draft.groupingConfiguration?.key && (
        <Text size="sm">
          {`${t('processing.editor.requirements.grouping')} `}
          <Formula>{expressionText(draft.groupingConfiguration.key)}</Formula>
        </Text>
      )}
    </Stack>
  );
}

function ChannelsSummary({ draft }: { draft: ServiceDraft }) {
  const t = useT();
  if (draft.channels.length === 0) return <Text size="sm">{t('processing.editor.channels.none')}</Text>;
  return (
    <List size="sm" spacing="xs">
      {draft.channels.map((channel) => (
        <List.Item key={channel.label}>
          {t('processing.editor.channels.item', { label: channel.label, id: channel.id })}
          <List size="sm" withPadding>
            {channel.shipmentRequirements.map((r) => (
              <List.Item key={r.name}>
                {t('processing.editor.requirements.item', { name: r.name, kind: r.kind, type: r.type })}
                {r.content && (
                  <>
                    {' · '}
                    <Formula>{expressionText(r.content)}</Formula>
                  </>
                )}
              </List.Item>
            ))}
          </List>
        </List.Item>
      ))}
    </List>
  );
}

function StrategySummary({ draft }: { draft: ServiceDraft }) {
  const t = useT();
  const groups = draft.sendingStrategy.groups;
  if (groups.length === 0) return <Text size="sm">{t('processing.editor.strategy.none')}</Text>;
  return (
    <List size="sm" type="ordered">
      {groups.map((group) => (
        <List.Item key={group.name}>
          {t('processing.editor.strategy.group', {
            name: group.name,
            channels: group.serviceChannels.join(', '),
          })}
          {group.additionalCondition && (
            <>
              {' · '}
              {`${t('processing.editor.strategy.condition')} `}
              <Formula>{conditionText(group.additionalCondition)}</Formula>
            </>
          )}
        </List.Item>
      ))}
    </List>
  );
}
