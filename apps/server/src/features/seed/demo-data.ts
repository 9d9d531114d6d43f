import { permissionsMask } from '@postbridge/domain';
import { newId } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { hashPassword } from '../../platform/passwords';
import { DEFAULT_BRANDING_NAME } from '../brandings/my-branding';
import { seedDemoChannels } from './demo-channels';
import { seedDemoService } from './demo-service';
import { countUsers, insertSeed } from './queries';

type DemoAccount = { login: string; password: string; role: string };

/** The demo accounts of a fresh install (README "Demo accounts"). Change or disable them before real use. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { login: 'admin', password: 'Demo-admin-2026', role: 'Administrator' },
  { login: 'sender', password: 'Demo-sender-2026', role: 'Sender' },
  { login: 'validator', password: 'Demo-validator-2026', role: 'Validator' },
];

/**
 * Seeds an empty database once: the default branding, an organisation with two child units, a group, three
 * profiles, the demo accounts and the demo "Letters" service. Answers whether it seeded (false when users already exist).
 */
export async function seedDemoData(deps: Pick<Deps, 'db' | 'clock'>): Promise<boolean> {
  if ((await countUsers(deps.db)) > 0) return false;
  const now = deps.clock.now().toISOString();
  const brandingId = newId();
  const [rootId, salesId, financeId] = [newId(), newId(), newId()];
  const groupId = newId();
  const profiles = {
    admin: newId(),
    sender: newId(),
    validator: newId(),
  };
  const [adminPw, senderPw, validatorPw] = await Promise.all(
    DEMO_ACCOUNTS.map((a) => hashPassword(a.password)),
  );
  const ou = (id: string, parentId: string | null, path: string, name: string) => ({
    id,
    parent_id: parentId,
    path,
    name,
    creation_date: now,
    branding_id: parentId ? null : brandingId,
    default_mail_country: 'FR',
    // About "two random words and a number": strong enough to resist guessing, short enough to remember.
    min_password_entropy: 30,
    max_password_validity_days: 365,
    email_address: `${name.toLowerCase().replace(/\W+/g, '-')}@demo.postbridge.local`,
  });
  const user = (
    login: string,
    ouId: string,
    profileId: string,
    hash: string,
    first: string,
    last: string,
  ) => ({
    id: newId(),
    ou_id: ouId,
    login,
    password_hash: hash,
    password_changed_at: now,
    title: null,
    first_name: first,
    last_name: last,
    email_address: `${login}@demo.postbridge.local`,
    phone_number: null,
    mobile_number: null,
    locale: 'en',
    profile_id: profileId,
    group_id: ouId === salesId ? groupId : null,
    creation_date: now,
  });
  await insertSeed(deps.db, {
    branding: [
      {
        id: brandingId,
        name: DEFAULT_BRANDING_NAME,
        application_name: 'Postbridge',
        properties: JSON.stringify({ primaryColor: '#1c7ed6' }),
        status_colors: '{}',
        created_at: now,
      },
    ],
    ou: [
      ou(rootId, null, `/${rootId}/`, 'Demo Company'),
      ou(salesId, rootId, `/${rootId}/${salesId}/`, 'Sales'),
      ou(financeId, rootId, `/${rootId}/${financeId}/`, 'Finance'),
    ],
    user_group: [{ id: groupId, ou_id: salesId, code: 'sales-team', name: 'Sales team' }],
    profile: [
      {
        id: profiles.admin,
        ou_id: rootId,
        name: 'Administrator',
        role: 'ADMINISTRATOR',
        permissions: permissionsMask([
          'superAdmin',
          'adminOu',
          'adminService',
          'adminHierarchy',
          'createOrders',
          'viewOrders',
          'viewOrdersOthers',
          'validate',
          'validator',
          'cancel',
          'behalf',
        ]),
        permissions_on_group: permissionsMask(['viewOrdersOthers', 'validate', 'cancel']),
        permissions_on_ou: permissionsMask(['viewOrdersOthers', 'validate', 'cancel']),
      },
      {
        id: profiles.sender,
        ou_id: rootId,
        name: 'Sender',
        role: 'SENDER',
        permissions: permissionsMask(['createOrders', 'viewOrders', 'cancel']),
        permissions_on_group: 0,
        permissions_on_ou: 0,
        // A sender's orders wait in AWAIT_VALIDATION until a validator of the group validates them.
        needs_validation: 1,
      },
      {
        id: profiles.validator,
        ou_id: rootId,
        name: 'Validator',
        role: 'VALIDATOR',
        permissions: permissionsMask([
          'createOrders',
          'viewOrders',
          'validate',
          'validator',
          'groupValidator',
          'cancel',
        ]),
        permissions_on_group: permissionsMask(['viewOrdersOthers', 'validate', 'cancel']),
        permissions_on_ou: 0,
      },
    ],
    app_user: [
      user('admin', rootId, profiles.admin, adminPw!, 'Ada', 'Admin'),
      user('sender', salesId, profiles.sender, senderPw!, 'Sam', 'Sender'),
      user('validator', salesId, profiles.validator, validatorPw!, 'Val', 'Validator'),
    ],
  });
  // The demo channels and options (with the root OU's channel list), which the demo services use.
  await seedDemoChannels(deps);
  // The "Letters" service: what a newcomer deposits the sample letters into.
  await seedDemoService(deps);
  return true;
}
