import { permissionsBeyondGrantor, ROLE_TEMPLATES, type RoleTemplateView } from '@postbridge/domain';
import type { SessionContext } from '../../platform/policy';

const NONE = { permissions: 0, permissionsOnGroup: 0, permissionsOnOU: 0 };

/**
 * GET /roleTemplates: the role templates of the domain (role-templates.ts), each saying whether the caller may
 * give every permission it sets (the rule of profile saves: `permissionsBeyondGrantor`).
 */
export function listRoleTemplates(session: SessionContext): RoleTemplateView[] {
  return ROLE_TEMPLATES.map((template) => ({
    ...template,
    grantable: permissionsBeyondGrantor(session, NONE, template).length === 0,
  }));
}
