import { useMemo, useState } from 'react';
import { Divider, SimpleGrid, Stack } from '@mantine/core';
import {
  CHANNEL_TYPES,
  channelSchema,
  validateChannel,
  type ApiIssue,
  type LabelKey,
  type OutputFile,
  type PageSelector,
  type TechnicalArea,
} from '@postbridge/domain';
import type { ApiError } from '../../../../api/errors';
import { useT } from '../../../../i18n/useT';
import { useIssueText } from '../../../deposit/delivery/issueText';
import { AreaFields } from './AreaFields';
import { AreaList } from './AreaList';
import { AreaPreview } from './AreaPreview';
import { newArea } from './areaDraft';
import { RenderSample } from './RenderSample';

interface TechnicalAreasEditorProps {
  /** The channel's id (blank for a channel not saved yet) and the output file being edited. */
  channelId: string;
  outputFile: OutputFile;
  /** Replaces the output file's technical areas. */
  onChange: (technicalAreas: OutputFile['technicalAreas']) => void;
  readOnly?: boolean;
}

const PAGE_LABELS: Record<PageSelector, LabelKey> = {
  all: 'processing.channels.pages.all',
  '1': 'processing.channels.pages.first',
  '2': 'processing.channels.pages.second',
  '1:': 'processing.channels.pages.fromFirst',
  '-1': 'processing.channels.pages.last',
  odd: 'processing.channels.pages.odd',
  even: 'processing.channels.pages.even',
  '-1&even': 'processing.channels.pages.lastEven',
};

const AREAS_PATH = 'outputFiles[0].technicalAreas';
const CALL_PATH = 'outputFile.technicalAreas';

/** The areas' rules as the server checks them (validateChannel), at the paths of the preview call. */
function areaIssues(outputFile: OutputFile, fonts: readonly string[] | undefined): ApiIssue[] {
  const channel = channelSchema.parse({
    id: 'draft',
    channelType: CHANNEL_TYPES[0],
    name: 'draft',
    providerName: 'simulator',
    outputFiles: [outputFile],
  });
  return validateChannel(channel, fonts ? { fonts } : {})
    .filter((issue) => issue.path.startsWith(AREAS_PATH))
    .map((issue) => ({ ...issue, path: `${CALL_PATH}${issue.path.slice(AREAS_PATH.length)}` }));
}

/**
 * The technical areas of one output file (issue 15): a list, each area's fields, the areas drawn and moved on a
 * page preview, and a rendered sample of the composed page.
 */
export function TechnicalAreasEditor({ outputFile, onChange, readOnly = false }: TechnicalAreasEditorProps) {
  const t = useT();
  const issueText = useIssueText();
  const areas = outputFile.technicalAreas;
  const [selected, setSelected] = useState<number | null>(areas.length > 0 ? 0 : null);
  const [sampleFileId, setSampleFileId] = useState<string | null>(null);
  const [serverIssues, setServerIssues] = useState<readonly ApiIssue[]>([]);
  const current = selected !== null && selected < areas.length ? selected : null;

  const ruleIssues = useMemo(() => areaIssues(outputFile, undefined), [outputFile]);
  const shown = [...ruleIssues, ...serverIssues].filter((issue) => issue.severity !== 'warning');
  const errorAt = (path: string) => {
    const texts = shown.filter((issue) => issue.path === path).map(issueText);
    return texts.length ? [...new Set(texts)].join(' ') : undefined;
  };
  const pageLabel = (selector: string) =>
    selector in PAGE_LABELS ? t(PAGE_LABELS[selector as PageSelector]) : selector;

  const change = (next: TechnicalArea[], select: number | null = current) => {
    setServerIssues([]);
    onChange(next);
    setSelected(select);
  };
  const patch = (index: number, p: Partial<TechnicalArea>) =>
    change(areas.map((a, i) => (i === index ? { ...a, ...p } : a)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...areas];
    const [area] = next.splice(index, 1);
    next.splice(index + by, 0, area!);
    change(next, current === index ? index + by : current);
  };

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Stack gap="md">
        <AreaList
          areas={areas}
          selected={current}
          onSelect={setSelected}
          onAdd={(type) => change([...areas, newArea(type)], areas.length)}
          onDuplicate={(index) =>
            change(
              [...areas.slice(0, index + 1), structuredClone(areas[index]!), ...areas.slice(index + 1)],
              index + 1,
            )
          }
          onRemove={(index) =>
            change(
              areas.filter((_, i) => i !== index),
              areas.length > 1 ? Math.max(0, Math.min(index, areas.length - 2)) : null,
            )
          }
          onMove={move}
          pageLabel={(area) => pageLabel(area.page)}
          readOnly={readOnly}
        />
        {current !== null && (
          <>
            <Divider />
            <AreaFields
              key={current}
              area={areas[current]!}
              onChange={(p) => patch(current, p)}
              errorAt={(field) => errorAt(`${CALL_PATH}[${current}].${field}`)}
              path={`${CALL_PATH}[${current}]`}
              pageLabel={pageLabel}
              readOnly={readOnly}
            />
          </>
        )}
      </Stack>
      <Stack gap="md">
        <AreaPreview
          areas={areas}
          selected={current}
          onAreaChange={(index, area) => patch(index, { area })}
          pageFormat={outputFile.pageFormat}
          sampleFileId={sampleFileId}
          readOnly={readOnly}
        />
        <RenderSample
          outputFile={outputFile}
          sampleFileId={sampleFileId}
          onSample={setSampleFileId}
          onIssues={(error: ApiError | null) => setServerIssues(error?.issues ?? [])}
        />
      </Stack>
    </SimpleGrid>
  );
}
