import { NO_PAGE_POLICY, type PagePolicy } from '../../platform/http/page-policy';
import type { Deps } from '../../platform/deps';
import { presentBranding } from './present-branding';
import { brandingByHost } from './queries';

/**
 * What the white label of a virtual host adds to its page's Content-Security-Policy: its embedded-mode parent
 * origins may frame the page, its chat provider's script origin may run (platform/http/page-policy.ts). A host
 * no white label names adds nothing.
 */
export async function pagePolicyOfHost(deps: Deps, host: string): Promise<PagePolicy> {
  const row = await brandingByHost(deps.db, host);
  if (!row) return NO_PAGE_POLICY;
  const { embeddedParentUrls, chatSupportUrl } = presentBranding(row).properties;
  return {
    frameAncestors: embeddedParentUrls,
    chatOrigins: chatSupportUrl && URL.canParse(chatSupportUrl) ? [new URL(chatSupportUrl).origin] : [],
  };
}
