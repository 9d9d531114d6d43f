import { ActionIcon, Menu } from '@mantine/core';
import type { SavedService } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';

export type ServiceAction = 'edit' | 'copy' | 'toggle' | 'export' | 'delete';

/**
 * The actions on one service, in a menu so that a phone card stays narrow. Only what the caller may do shows:
 * changing (edit, enable, delete) needs the service's unit to be in the caller's subtree; copy and export only
 * need to read it.
 */
export function ServiceActions({
  service,
  canChange,
  onAction,
}: {
  service: SavedService;
  canChange: boolean;
  onAction: (action: ServiceAction, service: SavedService) => void;
}) {
  const t = useT();
  const item = (action: ServiceAction, label: string, color?: string) => (
    <Menu.Item color={color} onClick={() => onAction(action, service)}>
      {label}
    </Menu.Item>
  );
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t('processing.services.actions', { name: service.name })}>
          <span aria-hidden>⋯</span>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {canChange && item('edit', t('processing.services.edit'))}
        {item('copy', t('processing.services.copy'))}
        {canChange &&
          item('toggle', t(service.enabled ? 'processing.services.disable' : 'processing.services.enable'))}
        {item('export', t('processing.services.export'))}
        {canChange && item('delete', t('processing.services.delete'), 'red')}
      </Menu.Dropdown>
    </Menu>
  );
}
