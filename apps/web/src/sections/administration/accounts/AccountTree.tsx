import { Badge, Group, NavLink, Text } from '@mantine/core';
import type { OuNode } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';

interface AccountTreeProps {
  nodes: readonly OuNode[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** The accounts the user administers, as a tree of links; the selected one is marked current. */
export function AccountTree({ nodes, selectedId, onSelect }: AccountTreeProps) {
  const t = useT();
  return (
    <nav aria-label={t('admin.accounts.tree')}>
      {nodes.map((node) => (
        <TreeNode key={node.id} node={node} selectedId={selectedId} onSelect={onSelect} />
      ))}
    </nav>
  );
}

function TreeNode({ node, selectedId, onSelect }: { node: OuNode } & Omit<AccountTreeProps, 'nodes'>) {
  const t = useT();
  const active = node.id === selectedId;
  const label = (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" truncate>
        {node.name}
      </Text>
      {node.removed && (
        <Badge size="xs" color="red" variant="light">
          {t('admin.accounts.removedBadge')}
        </Badge>
      )}
      {!node.enabled && !node.removed && (
        <Badge size="xs" color="gray" variant="light">
          {t('admin.accounts.disabledBadge')}
        </Badge>
      )}
    </Group>
  );
  return (
    <NavLink
      component="button"
      type="button"
      label={label}
      active={active}
      aria-current={active ? 'true' : undefined}
      defaultOpened
      childrenOffset={16}
      onClick={() => onSelect(node.id)}
    >
      {node.children.length
        ? node.children.map((child) => (
            <TreeNode key={child.id} node={child} selectedId={selectedId} onSelect={onSelect} />
          ))
        : undefined}
    </NavLink>
  );
}
