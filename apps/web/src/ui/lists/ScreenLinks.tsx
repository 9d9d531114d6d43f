import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

interface ScreenLink {
  to: string;
  label: string;
  description: string;
}

/** A section's home: one card per list it offers, each a link (Tab, Enter). */
export function ScreenLinks({ title, links }: { title: string; links: readonly ScreenLink[] }) {
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="md"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {links.map((link) => (
          <li key={link.to}>
            {/* A card is no control for Mantine: the focus ring of its controls, for the keyboard. */}
            <Card
              component={Link}
              to={link.to}
              withBorder
              radius="md"
              padding="md"
              h="100%"
              className="mantine-focus-auto"
            >
              <Title order={2} size="h4">
                {link.label}
              </Title>
              <Text size="sm" c="dimmed" mt={4}>
                {link.description}
              </Text>
            </Card>
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
