import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PRINTED_FILE_STATUSES, type PrintedFile } from '@postbridge/domain';
import { PATHS } from '../../app/paths';
import { useT } from '../../i18n/useT';
import { PrintedFilesList } from './PrintedFilesList';
import { Loaded, PrinterScreen } from './PrinterScreen';
import { usePrintedFiles, usePrinterConfig } from './usePrinter';

/** How many of the files not waiting the home shows (the mode screens list them all). */
const LATEST = 6;

function Counts({ files }: { files: readonly PrintedFile[] }) {
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} component="dl" style={{ margin: 0 }}>
      {PRINTED_FILE_STATUSES.map((status) => (
        <Stack key={status} gap={0}>
          <Text component="dt" size="sm" c="dimmed">
            {t(`printer.status.${status}`)}
          </Text>
          <Text component="dd" fw={700} size="xl" style={{ margin: 0 }}>
            {files.filter((f) => f.status === status).length}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/**
 * Virtual printer home: whether the printer is installed and in which mode, how many printed files stand where,
 * the files waiting for the user and the latest others.
 */
export function PrinterHomePage() {
  const t = useT();
  const config = usePrinterConfig();
  const files = usePrintedFiles();
  return (
    <PrinterScreen screen="home" intro={t('printer.home.intro')}>
      <Loaded query={config}>
        {(printer) =>
          printer.token ? (
            <Group gap="xs">
              <Text>{t('printer.home.mode', { mode: t(`printer.mode.${printer.mode}`) })}</Text>
              <Anchor component={Link} to={PATHS.printer.config}>
                {t('printer.home.change')}
              </Anchor>
            </Group>
          ) : (
            <Alert color="blue" title={t('printer.home.notInstalled')}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('printer.home.notInstalledHint')}</Text>
                <Button component={Link} to={PATHS.printer.config} size="xs">
                  {t('printer.home.install')}
                </Button>
              </Stack>
            </Alert>
          )
        }
      </Loaded>
      <Loaded query={files}>
        {(all) => (
          <Stack gap="lg">
            <Counts files={all} />
            <Title order={2} size="h3" id="printer-waiting">
              {t('printer.home.waiting')}
            </Title>
            <PrintedFilesList
              files={all.filter((f) => f.status === 'waiting')}
              empty={t('printer.home.noneWaiting')}
              labelledBy="printer-waiting"
            />
            <Title order={2} size="h3" id="printer-latest">
              {t('printer.home.latest')}
            </Title>
            <PrintedFilesList
              files={all.filter((f) => f.status !== 'waiting').slice(0, LATEST)}
              empty={t('printer.home.noneLatest')}
              labelledBy="printer-latest"
            />
          </Stack>
        )}
      </Loaded>
    </PrinterScreen>
  );
}
