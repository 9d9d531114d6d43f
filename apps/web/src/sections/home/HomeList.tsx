import type { ReactNode } from 'react';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

/** The list of a home panel: one line per item. */
export function HomeList({ children }: { children: ReactNode }) {
  return (
    <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}

interface HomeListItemProps {
  title: string;
  /** Where the title leads; null: plain text (the user may not open that screen). */
  to: string | null;
  /** The dimmed line under the title. */
  line: string;
  /** The state, at the end of the line. */
  badge: ReactNode;
}

/** One item of a home list: its title (a link where the user may go), a line of details and its state. */
export function HomeListItem({ title, to, line, badge }: HomeListItemProps) {
  return (
    <li>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} truncate>
            {to ? (
              <Anchor component={Link} to={to} inherit>
                {title}
              </Anchor>
            ) : (
              title
            )}
          </Text>
          <Text size="xs" c="dimmed">
            {line}
          </Text>
        </div>
        {badge}
      </Group>
    </li>
  );
}
