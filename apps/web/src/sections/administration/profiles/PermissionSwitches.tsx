import { Fieldset, Group, SimpleGrid, Switch, Text } from '@mantine/core';
import {
  hasPermission,
  MASK_NAMES,
  PERMISSION_NAMES,
  PERMISSIONS,
  permissionsBeyondGrantor,
  type MaskName,
  type Permission,
  type PermissionMasks,
} from '@postbridge/domain';
import { useT } from '../../../i18n/useT';

/**
 * The three permission masks of a profile as named switches (docs/domain-decisions.md "Permissions"): one
 * fieldset per permission with what it allows, and a switch per mask (own, group, account). A switch that would
 * give a permission the grantor does not hold is disabled (the server's rule, `permissionsBeyondGrantor`); one
 * already given stays free to turn off and on.
 */
export function PermissionSwitches({
  value,
  before,
  grantor,
  readOnly,
  onChange,
}: {
  value: PermissionMasks;
  before: PermissionMasks;
  grantor: PermissionMasks;
  readOnly: boolean;
  onChange: (next: PermissionMasks) => void;
}) {
  const t = useT();
  const toggled = (mask: MaskName, permission: Permission): PermissionMasks => ({
    ...value,
    [mask]: value[mask] ^ PERMISSIONS[permission],
  });
  const refused = (mask: MaskName, permission: Permission) => {
    const on = { ...before, [mask]: before[mask] | PERMISSIONS[permission] };
    return permissionsBeyondGrantor(grantor, before, on).some(
      (b) => b.mask === mask && b.permission === permission,
    );
  };
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xs" verticalSpacing="xs">
      {PERMISSION_NAMES.map((permission) => (
        <Fieldset key={permission} legend={t(`admin.permission.${permission}`)} variant="filled" p="xs">
          <Text size="xs" c="dimmed" mb={6}>
            {t(`admin.permission.${permission}.allows`)}
          </Text>
          <Group gap="lg" wrap="wrap">
            {MASK_NAMES.map((mask) => {
              const checked = hasPermission(value[mask], permission);
              const blocked = !checked && refused(mask, permission);
              return (
                <Switch
                  key={mask}
                  label={t(`admin.mask.${mask}`)}
                  title={blocked ? t('admin.profiles.form.notHeld') : t(`admin.mask.${mask}.hint`)}
                  checked={checked}
                  disabled={readOnly || blocked}
                  onChange={() => onChange(toggled(mask, permission))}
                />
              );
            })}
          </Group>
        </Fieldset>
      ))}
    </SimpleGrid>
  );
}
