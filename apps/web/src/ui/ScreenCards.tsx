import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { LabelKey, SessionUser } from '@postbridge/domain';
import { canOpenScreen } from '../app/menu';
import { PATHS, screenLabel, type ScreenId, type SectionId } from '../app/paths';
import { useT } from '../i18n/useT';

/**
 * A section home's cards: one per screen of the section the user may open (the route guard's rule, menu.ts),
 * its name as a link and a line of what it is for; a list named by the home's title (`labelledBy`).
 */
export function ScreenCards<S extends SectionId>(props: {
  section: S;
  user: SessionUser;
  cards: readonly { screen: ScreenId<S>; hint: LabelKey }[];
  labelledBy: string;
}) {
  const t = useT();
  const { section } = props;
  const paths = PATHS[section] as Record<string, string>;
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      component="ul"
      aria-labelledby={props.labelledBy}
      style={{ listStyle: 'none', padding: 0 }}
    >
      {props.cards
        .filter((card) => canOpenScreen(props.user, section, card.screen))
        .map((card) => (
          <Card
            key={card.screen}
            component="li"
            withBorder
            padding="md"
            aria-labelledby={`${section}-card-${card.screen}`}
          >
            <Stack gap={4}>
              <Text
                id={`${section}-card-${card.screen}`}
                component={Link}
                to={paths[card.screen]!}
                fw={600}
                size="lg"
                // The link colour of the theme (the white label's primary, at a shade readable on the page), not a
                // fixed blue that reads at 4.2:1 only.
                c="var(--mantine-color-anchor)"
              >
                {t(screenLabel(section, card.screen))}
              </Text>
              <Text size="sm" c="dimmed">
                {t(card.hint)}
              </Text>
            </Stack>
          </Card>
        ))}
    </SimpleGrid>
  );
}
