import IconDownload from '@tabler/icons-react/icons/IconDownload';
import { useState } from 'react';
import { Button, Group, Text, type ButtonProps } from '@mantine/core';
import { useT } from '../../i18n/useT';
import { downloadFile } from './download';
import { ACTION_ICON_PROPS } from '../actionIcons';

interface DownloadButtonProps extends Pick<ButtonProps, 'variant' | 'size'> {
  /** API path of the file, under /api (e.g. `/jobs/inputFile/42`). */
  path: string;
  /** What is downloaded, as the user knows it: the button reads "Download <name>". */
  name: string;
  /** Name to save under when the server gives none; `name` by default. */
  fileName?: string;
}

/**
 * The one download button of the app: fetches the file with the session token, saves it, and shows the shared
 * download error (docs/product.md §8 "Shared: download error") beside it when that fails.
 */
export function DownloadButton({
  path,
  name,
  fileName,
  variant = 'light',
  size = 'xs',
}: DownloadButtonProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const start = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await downloadFile(path, fileName ?? name);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Group gap="xs" wrap="wrap">
      <Button
        variant={variant}
        size={size}
        loading={busy}
        onClick={() => void start()}
        leftSection={<IconDownload {...ACTION_ICON_PROPS} />}
      >
        {t('download.action', { name })}
      </Button>
      {failed && (
        <Text role="alert" c="var(--postbridge-color-error-text)" size="sm">
          {t('download.error')}
        </Text>
      )}
    </Group>
  );
}
