import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  hasPermission,
  type Ou,
  type OuIssue,
  type OuNode,
  type OuSaveBody,
  type SessionUser,
} from '@postbridge/domain';

// The account form's state and rules: what it sends (the body of POST /ou), what the signed-in user may do,
// and how a problem reads.

/** What an update sends back of the account read: every editable field, its id and the version read. */
export function draftOf(ou: Ou): OuSaveBody {
  const {
    creationDate: _creationDate,
    brandingName: _brandingName,
    removed: _removed,
    webhookSecretSet: _webhookSecretSet,
    userCount: _userCount,
    ...body
  } = ou;
  return body;
}

/** What the signed-in user may do in this screen (docs/administration.md "Who may do what"). */
type AccountRights = {
  /** Change an account's settings (adminOu, or superAdmin). */
  changeSettings: boolean;
  /** Create, move and delete sub-accounts (adminHierarchy, or superAdmin). */
  hierarchy: boolean;
  /** Choose an account's channels (superAdmin only, as the channels API says). */
  superAdmin: boolean;
};

export function accountRights(user: Pick<SessionUser, 'permissions'>): AccountRights {
  const p = user.permissions;
  const superAdmin = hasPermission(p, 'superAdmin');
  return {
    changeSettings: superAdmin || hasPermission(p, 'adminOu'),
    hierarchy: superAdmin || hasPermission(p, 'adminHierarchy'),
    superAdmin,
  };
}

/** Whether `node` may be moved or deleted by this user: never a root, never the user's own account. */
export function isBelowOwn(node: Pick<OuNode, 'id' | 'parentId'>, user: Pick<SessionUser, 'ouId'>): boolean {
  return node.parentId !== null && node.id !== user.ouId;
}

/** Every node of the tree, parents first, with its depth. */
export function flatten(nodes: readonly OuNode[], depth = 0): { node: OuNode; depth: number }[] {
  return nodes.flatMap((node) => [{ node, depth }, ...flatten(node.children, depth + 1)]);
}

/** The node `id` and everything under it. */
export function subtreeIds(nodes: readonly OuNode[], id: string): Set<string> {
  const found = flatten(nodes).find((entry) => entry.node.id === id)?.node;
  return new Set(found ? flatten([found]).map((entry) => entry.node.id) : []);
}

/** The text of a problem: `issue.<key>` (the domain's rules) or the key itself (this part's labels). */
export function useIssueText(): (issue: OuIssue) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (issue: OuIssue) => {
      const params = issue.params ?? {};
      if (i18n.exists(`issue.${issue.key}`)) return t(`issue.${issue.key}`, params);
      if (i18n.exists(issue.key)) return t(issue.key, params);
      return issue.key;
    },
    [t, i18n],
  );
}

/** Problems by field path, their texts joined: what each input shows as its error. */
export type FieldErrors = Record<string, string>;

export function errorsByPath(issues: readonly OuIssue[], text: (issue: OuIssue) => string): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    errors[issue.path] = errors[issue.path] ? `${errors[issue.path]} ${text(issue)}` : text(issue);
  }
  return errors;
}

/** What every tab receives: the draft, how to change it, the errors, and whether it is read only. */
export type TabProps = {
  draft: OuSaveBody;
  change: (patch: Partial<OuSaveBody>) => void;
  errors: FieldErrors;
  readOnly: boolean;
};

/** `''` → null, for optional text fields. */
export const orNull = (value: string): string | null => (value === '' ? null : value);
