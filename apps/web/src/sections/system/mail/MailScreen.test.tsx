import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  API_ERROR_CODES,
  permissionsMask,
  type MailDomain,
  type MailDomainList,
  type Permission,
} from '@postbridge/domain';
import { useSession } from '../../../app/session/sessionStore';
import { installFakeApi, makeUser } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderApp';
import { MailScreen } from './MailScreen';

const PK = 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gunVTLw';
const DOMAIN: MailDomain = {
  id: 'd1',
  name: 'example.org',
  createdAt: '2026-11-20T10:00:00.000Z',
  createdBy: 'root',
  keys: [
    {
      selector: 'pb202611',
      state: 'active',
      publicKey: PK,
      createdAt: '2026-11-20T10:00:00.000Z',
      createdBy: 'root',
      keepUntil: null,
    },
  ],
  records: [
    {
      kind: 'dkim',
      name: 'pb202611._domainkey.example.org',
      type: 'TXT',
      value: `v=DKIM1; k=rsa; p=${PK}`,
      selector: 'pb202611',
      keyState: 'active',
      keepUntil: null,
    },
    {
      kind: 'spf',
      name: 'example.org',
      type: 'TXT',
      value: 'v=spf1 mx ~all',
      selector: null,
      keyState: null,
      keepUntil: null,
    },
    {
      kind: 'dmarc',
      name: '_dmarc.example.org',
      type: 'TXT',
      value: 'v=DMARC1; p=none; rua=mailto:dmarc@example.org; adkim=r; aspf=r',
      selector: null,
      keyState: null,
      keepUntil: null,
    },
  ],
  version: 0,
};
const LIST: MailDomainList = {
  domains: [DOMAIN],
  defaultFrom: 'Postbridge <no-reply@example.org>',
  bounceDomain: null,
};

const signInAs = (...permissions: Permission[]) =>
  useSession.getState().loggedIn('token', makeUser({ permissions: permissionsMask(permissions) }));

describe('System > E-mail', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the DNS records of each domain, each copyable, and adds a domain', async () => {
    signInAs('superAdmin');
    let list: MailDomainList = { ...LIST };
    const added: MailDomain = { ...DOMAIN, id: 'd2', name: 'mail.example.net', records: [] };
    const api = installFakeApi({
      'GET /system/mail-domains': () => ({ result: list }),
      'POST /system/mail-domains': () => {
        list = { ...list, domains: [...list.domains, added] };
        return { result: added };
      },
    });
    renderWithProviders(<MailScreen />);
    const u = userEvent.setup({ delay: null });

    const records = await screen.findByRole('table', { name: 'DNS records of example.org' });
    const rows = within(records).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1]!).getByText('pb202611._domainkey.example.org')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(`v=DKIM1; k=rsa; p=${PK}`)).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Signing')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('v=spf1 mx ~all')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('_dmarc.example.org')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Copy the value of pb202611._domainkey.example.org' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy the name _dmarc.example.org' })).toBeInTheDocument();
    expect(
      screen.getByText('Other e-mails come from Postbridge <no-reply@example.org>.'),
    ).toBeInTheDocument();

    // A name that is not a domain is refused as typed, before any call.
    const field = screen.getByRole('textbox', { name: 'Domain' });
    await u.type(field, 'not a domain');
    await u.click(screen.getByRole('button', { name: 'Add the domain' }));
    expect(await screen.findByText(/Enter a domain name such as example.org/)).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await u.clear(field);
    await u.type(field, 'mail.example.net');
    await u.click(screen.getByRole('button', { name: 'Add the domain' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(await api.calls.find((c) => c.method === 'POST')!.json()).toEqual({ name: 'mail.example.net' });
    expect(await screen.findByRole('heading', { name: 'mail.example.net' })).toBeInTheDocument();
  });

  it('shows the refusal of the server at the field', async () => {
    signInAs('superAdmin');
    installFakeApi({
      'GET /system/mail-domains': { result: LIST },
      'POST /system/mail-domains': {
        error: {
          code: API_ERROR_CODES.badRequest,
          message: 'body.name: is already a sender domain',
          labelId: 'system.mail.error.exists',
          params: { name: 'example.org' },
          field: 'body.name',
        },
      },
    });
    renderWithProviders(<MailScreen />);
    const u = userEvent.setup({ delay: null });
    await u.type(await screen.findByRole('textbox', { name: 'Domain' }), 'example.org');
    await u.click(screen.getByRole('button', { name: 'Add the domain' }));
    expect(await screen.findByText('example.org is already a sender domain.')).toBeInTheDocument();
  });

  it('lets superAdminView read and check the DNS, without changing anything', async () => {
    signInAs('superAdminView');
    installFakeApi({
      'GET /system/mail-domains': { result: LIST },
      'GET /system/mail-domains/:domainId/dns': {
        result: {
          domainId: 'd1',
          checkedAt: '2026-11-28T08:00:00.000Z',
          resolverAvailable: false,
          records: DOMAIN.records.map((r) => ({
            kind: r.kind,
            name: r.name,
            type: r.type,
            selector: r.selector,
            state: 'unavailable' as const,
            found: [],
            error: 'ETIMEOUT',
          })),
        },
      },
    });
    renderWithProviders(<MailScreen />);
    const u = userEvent.setup({ delay: null });
    await screen.findByRole('table', { name: 'DNS records of example.org' });
    expect(screen.queryByRole('textbox', { name: 'Domain' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rotate the DKIM key' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Check DNS' }));
    expect(await screen.findByText(/No DNS server answered this server/)).toBeInTheDocument();
    expect(screen.getAllByText('Not checked')).toHaveLength(3);
  });

  it('is not open to the others', () => {
    signInAs('adminOu');
    const api = installFakeApi({});
    renderWithProviders(<MailScreen />);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
