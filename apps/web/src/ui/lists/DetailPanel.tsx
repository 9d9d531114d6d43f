import { useEffect, useRef, type ReactNode } from 'react';
import { CloseButton, Drawer, Group, Paper, Title } from '@mantine/core';
import { useT } from '../../i18n/useT';

interface DetailPanelProps {
  /** On a phone width the detail opens in a drawer over the list. */
  asDrawer: boolean;
  /** The item shown: focus moves to the heading each time another one opens. */
  itemId: string;
  onClose(): void;
  children: ReactNode;
}

/** The selected item's detail: a region beside (or below) the list, or a drawer on a phone. */
export function DetailPanel({ asDrawer, itemId, onClose, children }: DetailPanelProps) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  // Keyboard users land on the detail they just opened.
  useEffect(() => {
    if (!asDrawer) heading.current?.focus();
  }, [asDrawer, itemId]);
  if (asDrawer) {
    return (
      <Drawer
        opened
        onClose={onClose}
        position="bottom"
        size="90%"
        title={t('lists.detail')}
        closeButtonProps={{ 'aria-label': t('lists.closeDetail') }}
      >
        {children}
      </Drawer>
    );
  }
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="md"
      aria-labelledby="list-detail-heading"
      style={{ position: 'sticky', top: 'calc(var(--app-shell-header-height, 0px) + 1rem)' }}
    >
      <Group justify="space-between" wrap="nowrap" mb="sm">
        <Title order={2} size="h4" id="list-detail-heading" ref={heading} tabIndex={-1}>
          {t('lists.detail')}
        </Title>
        <CloseButton aria-label={t('lists.closeDetail')} onClick={onClose} />
      </Group>
      {children}
    </Paper>
  );
}
