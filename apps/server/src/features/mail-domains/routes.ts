import type { Deps } from '../../platform/deps';
import type { ApiApp } from '../../platform/http/api';
import { route } from '../../platform/http/route';
import {
  addMailDomain,
  checkMailDomainDns,
  listMailDomains,
  removeMailDomain,
  rotateMailDomainKey,
} from './manage-mail-domains';

/** System > E-mail (issue 18): sender domains, their DKIM keys and the DNS records to publish. */
export async function mailDomainRoutes(app: ApiApp, deps: Deps): Promise<void> {
  route(app, 'mailDomains.list', async ({ session }) => listMailDomains(deps, session));
  route(app, 'mailDomains.add', async ({ session, body }) => addMailDomain(deps, session, body));
  route(app, 'mailDomains.rotate', async ({ session, params, body }) =>
    rotateMailDomainKey(deps, session, params.domainId, body),
  );
  route(app, 'mailDomains.remove', async ({ session, params }) =>
    removeMailDomain(deps, session, params.domainId),
  );
  route(app, 'mailDomains.checkDns', async ({ session, params }) =>
    checkMailDomainDns(deps, session, params.domainId),
  );
}
