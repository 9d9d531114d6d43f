import {
  Box,
  Burger,
  Button,
  Group,
  Image,
  MantineProvider,
  Paper,
  Stack,
  Text,
  Title,
  useComputedColorScheme,
} from '@mantine/core';
import { brandingTheme, themeCssVariables } from '../../../app/theme/branding';
import { useT } from '../../../i18n/useT';
import { brandingOfDraft, type BrandingDraft } from './brandingDraft';

/**
 * The draft applied before it is saved: the shell's top bar and the sign-in card, with its logo (else its
 * application name), primary colour and background. Drawn in a box of its own under a MantineProvider of the
 * draft's theme; the real page (title, favicon, CSS) is not touched.
 */
export function BrandingPreview({ draft }: { draft: BrandingDraft }) {
  const t = useT();
  const scheme = useComputedColorScheme('light');
  const branding = brandingOfDraft(draft);
  const appName = draft.applicationName.trim() || draft.name.trim();
  const logo = draft.logoImageURL;
  const brand = logo ? (
    <Image
      src={logo}
      alt={t('system.brandings.preview.logoAlt', { appName })}
      h={28}
      w="auto"
      fit="contain"
    />
  ) : (
    <Text fw={700}>
      <bdi>{appName}</bdi>
    </Text>
  );
  return (
    <Stack gap="xs" component="section" aria-label={t('system.brandings.preview.title')}>
      <Title order={2} size="h4">
        {t('system.brandings.preview.title')}
      </Title>
      {/* Its own variables, scoped to the box; the document's root, classes and colour scheme are left alone. */}
      <MantineProvider
        theme={brandingTheme(branding)}
        cssVariablesResolver={themeCssVariables}
        cssVariablesSelector="[data-branding-preview]"
        deduplicateCssVariables={false}
        withGlobalClasses={false}
        forceColorScheme={scheme}
        getRootElement={() => undefined}
      >
        <Box
          data-branding-preview
          data-mantine-color-scheme={scheme}
          style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
        >
          <Text size="xs" c="dimmed" px="sm" pt={4}>
            {t('system.brandings.preview.shell')}
          </Text>
          <Group
            px="sm"
            py={6}
            gap="sm"
            wrap="nowrap"
            style={{ borderBlockEnd: '1px solid var(--mantine-color-default-border)' }}
            data-testid="preview-top-bar"
          >
            <Burger size="sm" aria-hidden tabIndex={-1} />
            {brand}
          </Group>
          <Text size="xs" c="dimmed" px="sm" pt={4}>
            {t('system.brandings.preview.signIn')}
          </Text>
          <Box
            p="md"
            data-testid="preview-sign-in"
            style={{
              backgroundColor: 'var(--postbridge-color-surface)',
              backgroundImage: draft.backgroundImageURL ? `url("${draft.backgroundImageURL}")` : undefined,
              backgroundSize: 'cover',
              backgroundPosition: 'center',
              borderEndStartRadius: 8,
              borderEndEndRadius: 8,
            }}
          >
            <Paper withBorder shadow="sm" radius="md" p="md" maw={300} mx="auto">
              <Stack gap="xs">
                {brand}
                <Box aria-hidden>
                  <Text size="xs">{t('system.brandings.preview.login')}</Text>
                  <Box
                    h={24}
                    style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }}
                  />
                  <Text size="xs" mt={4}>
                    {t('system.brandings.preview.password')}
                  </Text>
                  <Box
                    h={24}
                    style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }}
                  />
                </Box>
                <Button size="xs" fullWidth tabIndex={-1} aria-hidden component="div">
                  {t('system.brandings.preview.signInButton')}
                </Button>
              </Stack>
            </Paper>
          </Box>
        </Box>
      </MantineProvider>
    </Stack>
  );
}
