import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../app/paths';
import { useT } from '../../../i18n/useT';

interface ConfirmPackGroupsProps {
  jobId: string;
  /** Pack groups still open (to be ordered). */
  open: number;
  /** Open pack groups with a refused value. */
  bad: number;
  disabled: boolean;
}

/**
 * Confirm, or force prepare (docs/product.md §2). The API has no call of its own for either: confirming is
 * going on to the delivery screen, whose order call takes the open pack groups. When some are BAD, "Force
 * prepare" asks first: a pack group no channel can carry is ordered as NOT_ELIGIBLE and is not sent
 * (docs/api.md "Orders").
 */
export function ConfirmPackGroups({ jobId, open, bad, disabled }: ConfirmPackGroupsProps) {
  const t = useT();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const goOn = () => navigate(PATHS.deposit.delivery.replace(':jobId', encodeURIComponent(jobId)));

  return (
    <Stack gap="xs">
      {open === 0 && <Text size="sm">{t('deposit.packGroups.nothingToOrder')}</Text>}
      {bad > 0 && open > 0 && (
        <Text size="sm" c="red">
          {t('deposit.packGroups.badLeft', { n: bad })}
        </Text>
      )}
      <Group wrap="wrap">
        {bad > 0 ? (
          <Button color="orange" disabled={disabled || open === 0} onClick={() => setAsking(true)}>
            {t('deposit.packGroups.forcePrepare')}
          </Button>
        ) : (
          <Button disabled={disabled || open === 0} onClick={goOn}>
            {t('deposit.packGroups.confirm')}
          </Button>
        )}
      </Group>
      <Modal opened={asking} onClose={() => setAsking(false)} title={t('deposit.packGroups.forcePrepare')}>
        <Stack gap="sm">
          <Text>{t('deposit.packGroups.forcePrepareText', { n: bad, open })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              {t('deposit.packGroups.cancelEdit')}
            </Button>
            <Button color="orange" onClick={goOn}>
              {t('deposit.packGroups.forcePrepareConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
