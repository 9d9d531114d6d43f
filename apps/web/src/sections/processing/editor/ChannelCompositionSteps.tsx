import { ActionIcon, Button, Group, Select, Text } from '@mantine/core';
import {
  DOCUMENT_KINDS,
  PAGE_SELECTORS_BY_DOCUMENT_KIND,
  type CompositionOperation,
  type DocumentKind,
  type LabelKey,
  type PageSelector,
} from '@postbridge/domain';
import { useT } from '../../../i18n/useT';

// The composition steps of an output-file configuration: a document kind and the pages it allows
// (docs/product.md §5 "Page selectors"; what each selects: domain-decisions.md "Composition").

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

export function ChannelCompositionSteps({
  operations,
  onChange,
  path,
  errorAt,
  readOnly,
}: {
  operations: readonly CompositionOperation[];
  onChange: (operations: CompositionOperation[]) => void;
  /** `channels[i].outputFileConfiguration.compositionOperations`. */
  path: string;
  errorAt: (path: string) => string | undefined;
  readOnly: boolean;
}) {
  const t = useT();
  const at = (field: string) => `${path}${field}`;
  const setOperation = (index: number, patch: Partial<CompositionOperation>) =>
    onChange(operations.map((o, i) => (i === index ? { ...o, ...patch } : o)));
  const pageLabel = (selector: string) =>
    selector in PAGE_LABELS ? t(PAGE_LABELS[selector as PageSelector]) : selector;

  return (
    <>
      <Text size="sm" fw={500}>
        {t('processing.channels.operations')}
      </Text>
      {operations.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('processing.channels.operationsNone')}
        </Text>
      )}
      {operations.map((operation, index) => {
        const allowed: readonly string[] = PAGE_SELECTORS_BY_DOCUMENT_KIND[operation.documentKind];
        const selectors = allowed.includes(operation.pageSelector)
          ? allowed
          : [...allowed, operation.pageSelector];
        return (
          <Group key={index} gap="xs" align="flex-start" wrap="wrap">
            <Select
              label={t('processing.channels.documentKind')}
              w={240}
              data={DOCUMENT_KINDS.map((kind) => ({
                value: kind,
                label: t(`processing.channels.documentKind.${kind}`),
              }))}
              value={operation.documentKind}
              allowDeselect={false}
              disabled={readOnly}
              // The first selector a kind allows is its default (docs/product.md §5 "Page selectors").
              onChange={(kind) =>
                kind &&
                setOperation(index, {
                  documentKind: kind as DocumentKind,
                  pageSelector: PAGE_SELECTORS_BY_DOCUMENT_KIND[kind as DocumentKind][0],
                })
              }
              error={errorAt(at(`[${index}].documentKind`))}
            />
            <Select
              label={t('processing.channels.pages')}
              w={280}
              data={selectors.map((selector) => ({ value: selector, label: pageLabel(selector) }))}
              value={operation.pageSelector}
              allowDeselect={false}
              disabled={readOnly}
              onChange={(pageSelector) => pageSelector && setOperation(index, { pageSelector })}
              error={errorAt(at(`[${index}].pageSelector`))}
            />
            {!readOnly && (
              <ActionIcon
                mt={28}
                variant="subtle"
                color="red"
                aria-label={t('processing.channels.operationRemove', { index: index + 1 })}
                onClick={() => onChange(operations.filter((_, i) => i !== index))}
              >
                ×
              </ActionIcon>
            )}
          </Group>
        );
      })}
      {!readOnly && (
        <Button
          size="compact-sm"
          variant="subtle"
          w="fit-content"
          onClick={() =>
            onChange([
              ...operations,
              { documentKind: 'DOCUMENT', pageSelector: PAGE_SELECTORS_BY_DOCUMENT_KIND.DOCUMENT[0] },
            ])
          }
        >
          {t('processing.channels.operationAdd')}
        </Button>
      )}
    </>
  );
}
