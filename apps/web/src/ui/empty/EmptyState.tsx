import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import IconInbox from '@tabler/icons-react/icons/IconInbox';
import type { TablerIcon } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { NextStep } from './useDepositNextStep';

interface EmptyStateProps {
  /** What is not there ("Nothing matches these filters."). */
  text: string;
  /** What to do about it, in words. */
  hint?: string | null;
  /** A way there, offered only when the user may take it. */
  action?: NextStep | null;
  icon?: TablerIcon;
  /** Announced to assistive technology when it replaces a list being searched. */
  live?: boolean;
}

/** A list or panel with nothing in it: an icon, the sentence saying so, and what to do next. */
export function EmptyState({ text, hint, action, icon: Icon = IconInbox, live = false }: EmptyStateProps) {
  return (
    <Stack
      align="center"
      gap="xs"
      py="md"
      ta="center"
      role={live ? 'status' : undefined}
      data-testid="empty-state"
    >
      <ThemeIcon variant="light" color="gray" size="xl" radius="xl" aria-hidden="true">
        <Icon size={24} stroke={1.5} />
      </ThemeIcon>
      <Text fw={500}>{text}</Text>
      {hint ? (
        <Text size="sm" c="dimmed" maw={420}>
          {hint}
        </Text>
      ) : null}
      {action ? (
        <Button
          component={Link}
          to={action.to}
          size="xs"
          variant="light"
          leftSection={<action.icon size={16} stroke={1.75} aria-hidden="true" />}
        >
          {action.label}
        </Button>
      ) : null}
    </Stack>
  );
}
