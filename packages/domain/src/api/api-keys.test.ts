import { describe, expect, it } from 'vitest';
import { describePermissions } from '../permissions';
import { apiKeyPermissions, createApiKeyBodySchema } from './api-keys';

describe('the permissions of an API key', () => {
  it('adds up its scopes, reading the whole OU only with read', () => {
    const deposit = apiKeyPermissions(['deposit']);
    expect(describePermissions(deposit.permissions)).toEqual(['createOrders', 'viewOrders']);
    expect(deposit.permissionsOnOU).toBe(0);
    const both = apiKeyPermissions(['order', 'read']);
    expect(describePermissions(both.permissions)).toEqual([
      'cancel',
      'createOrders',
      'viewOrders',
      'viewOrdersOthers',
    ]);
    expect(describePermissions(both.permissionsOnOU)).toEqual(['viewOrders', 'viewOrdersOthers']);
  });

  it('validates the orders of the OU subtree with validate, without ordering or cancelling', () => {
    const validate = apiKeyPermissions(['validate']);
    expect(describePermissions(validate.permissionsOnOU)).toEqual([
      'validate',
      'viewOrders',
      'viewOrdersOthers',
    ]);
    expect(describePermissions(validate.permissions)).toEqual(['viewOrders']);
  });

  it('gives nothing but the token endpoint to externalAuth, and never a System permission', () => {
    expect(apiKeyPermissions(['externalAuth'])).toEqual({ permissions: 0, permissionsOnOU: 0 });
    const all = apiKeyPermissions(['deposit', 'order', 'validate', 'read', 'admin', 'externalAuth']);
    expect(describePermissions(all.permissions)).not.toContain('superAdmin');
    expect(describePermissions(all.permissions)).not.toContain('superAdminView');
    expect(describePermissions(all.permissions)).not.toContain('adminHierarchy');
  });
});

describe('a new key', () => {
  it('needs a name and at least one scope, each once', () => {
    expect(createApiKeyBodySchema.safeParse({ name: 'ERP', scopes: ['read'] }).success).toBe(true);
    expect(createApiKeyBodySchema.safeParse({ name: ' ', scopes: ['read'] }).success).toBe(false);
    expect(createApiKeyBodySchema.safeParse({ name: 'ERP', scopes: [] }).success).toBe(false);
    expect(createApiKeyBodySchema.safeParse({ name: 'ERP', scopes: ['read', 'read'] }).success).toBe(false);
    expect(createApiKeyBodySchema.safeParse({ name: 'ERP', scopes: ['everything'] }).success).toBe(false);
  });
});
