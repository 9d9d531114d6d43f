import IconFileUpload from '@tabler/icons-react/icons/IconFileUpload';
import type { TablerIcon } from '@tabler/icons-react';
import { canOpenSection } from '../../app/menu';
import { PATHS } from '../../app/paths';
import { useSession } from '../../app/session/sessionStore';
import { useT } from '../../i18n/useT';

/** A link an empty state offers: where it leads, what it says, its icon. */
export interface NextStep {
  to: string;
  label: string;
  icon: TablerIcon;
}

/**
 * The next step of an empty list of the user's own mail: depositing a file, offered only to users who may
 * deposit (the Send section's permission, app/menu.ts); null for the others, who are shown no way they may not
 * take.
 */
export function useDepositNextStep(): { hint: string; action: NextStep } | null {
  const t = useT();
  const user = useSession((s) => s.user);
  if (!user || !canOpenSection(user, 'deposit')) return null;
  return {
    hint: t('common.empty.depositHint'),
    action: { to: PATHS.deposit.home, label: t('common.empty.deposit'), icon: IconFileUpload },
  };
}
