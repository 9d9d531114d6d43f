import { List, Modal, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { BUILT_IN_CLIENT_VERSION, parseVersionText, type VersionText } from '@postbridge/domain';
import { fetchAppVersion, fetchClientVersionText } from '../../api/endpoints';
import { useT } from '../../i18n/useT';
import { QUERY_KEYS } from '../queries';

function formatVersion({ version, revision }: { version: string; revision?: string | undefined }): string {
  return revision ? `${version} (${revision})` : version;
}

/**
 * The version file of the deployed client; null when it is missing or malformed (warning logged,
 * docs/product.md §8).
 */
async function loadClientVersion(): Promise<VersionText | null> {
  const parsed = parseVersionText(await fetchClientVersionText());
  if (!parsed.warning) return parsed;
  console.warn(parsed.warning, parsed.version.slice(0, 200));
  return null;
}

/**
 * Version information (docs/product.md §2): this web client's version file and the server's version with its
 * modules.
 */
export function VersionDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  const client = useQuery({
    queryKey: QUERY_KEYS.clientVersion,
    queryFn: loadClientVersion,
    enabled: opened,
    retry: false,
  });
  const server = useQuery({ queryKey: QUERY_KEYS.serverVersion, queryFn: fetchAppVersion, enabled: opened });
  // Without the version file (development server), the version built into the code still tells the truth.
  const clientText = formatVersion(
    client.data ?? { version: BUILT_IN_CLIENT_VERSION, revision: __CLIENT_REVISION__ },
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('version.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <div>
          <Title order={2} size="h5">
            {t('version.client')}
          </Title>
          <Text data-testid="client-version">{clientText}</Text>
        </div>
        <div>
          <Title order={2} size="h5">
            {t('version.server')}
          </Title>
          <Text>
            {server.data
              ? formatVersion(server.data)
              : server.isError
                ? t('version.unavailable')
                : t('common.loading')}
          </Text>
        </div>
        {server.data && server.data.moduleVersions.length > 0 && (
          <div>
            <Title order={2} size="h5">
              {t('version.modules')}
            </Title>
            <List size="sm">
              {server.data.moduleVersions.map((m) => (
                <List.Item key={m.artifactId}>
                  {m.artifactId}: {formatVersion({ version: m.artifactVersion, revision: m.scmrevision })}
                </List.Item>
              ))}
            </List>
          </div>
        )}
      </Stack>
    </Modal>
  );
}
