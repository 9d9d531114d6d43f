import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import {
  API_ERROR_CODES,
  permissionsMask,
  savedChannelSchema,
  serviceSchema,
  type ChannelInput,
  type SavedChannel,
  type SavedService,
  type ServiceInput,
} from '@postbridge/domain';
import { useSession } from '../../../app/session/sessionStore';
import { installFakeApi, makeUser } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderApp';
import { ServiceEditor } from './ServiceEditor';

// What the Requirements, Channels and Sending strategy tests share: a service with one channel named by its
// strategy, the channels its account offers, the option catalogue, and the editor rendered on it.

function channel(
  input: Omit<ChannelInput, 'channelType' | 'providerName'> & Partial<ChannelInput>,
): SavedChannel {
  return savedChannelSchema.parse({
    channelType: 'POSTAL_MAIL',
    providerName: 'simulator',
    ...input,
    version: 1,
    creationDate: '2026-01-01T00:00:00.000Z',
    updateDate: '2026-01-01T00:00:00.000Z',
    externalOutputTokenSet: false,
    externalOutputToken: null,
  });
}

const SIMPLE_MAIL = channel({
  id: 'simple-mail',
  name: 'Simple mail',
  requirements: [{ kind: 'recipient', name: 'mainPostalAddress', type: 'address' }],
  outputFiles: [{ id: 'of-print', name: 'Print batch', mainOutputFile: true }],
});

const REGISTERED = channel({
  id: 'registered',
  name: 'Registered mail',
  channelType: 'REGISTERED_MAIL',
  requirements: [
    { kind: 'recipient', name: 'mainPostalAddress', type: 'address', validation: 'postalAddress' },
  ],
  outputFiles: [
    {
      id: 'of-registered',
      name: 'Registered batch',
      mainOutputFile: true,
      options: [{ optionTypeId: 'colour', options: [{ optionId: 'mono' }, { optionId: 'colour-full' }] }],
    },
  ],
});

const EMAIL = channel({
  id: 'email',
  name: 'E-mail',
  channelType: 'EMAIL',
  providerName: 'smtp',
  requirements: [{ kind: 'recipient', name: 'recipientEmail', type: 'text', validation: 'emailAddress' }],
  outputFiles: [{ id: 'of-message', name: 'Message', mainOutputFile: true }],
});

export function letters(overrides: Partial<ServiceInput> = {}): SavedService {
  return {
    ...serviceSchema.parse({
      id: 's1',
      type: 'SIMPLE_MULTIPLE',
      name: 'Letters',
      ouId: 'ou1',
      boxes: [
        {
          name: 'letters',
          label: 'Letters',
          main: true,
          boxType: 'box.PDF',
          splitConfig: { kind: 'bsc.PAGE', pagesPerPart: 1 },
        },
      ],
      channels: [
        {
          id: 'simple-mail',
          label: 'Simple mail',
          shipmentRequirements: [{ kind: 'recipient', name: 'mainPostalAddress', type: 'address' }],
        },
      ],
      sendingStrategy: { groups: [{ name: 'Post', serviceChannels: ['Simple mail'] }] },
      ...overrides,
    }),
    version: 3,
    creationDate: '2026-01-01T00:00:00.000Z',
    updateDate: '2026-01-02T00:00:00.000Z',
  };
}

/** The `parameters` JSON of a POST /services the editor sent. */
export async function sentParameters(request: Request) {
  const form = await request.formData();
  return JSON.parse(String(form.get('parameters'))) as SavedService;
}

/**
 * The editor on `service` as an administrator of services, its tab `tab` open; `post` answers the save (the
 * service read back by default). Returns the requests posted and the user-event driver.
 */
export async function openEditor(
  tab: string,
  service: SavedService = letters(),
  post?: (request: Request) => unknown,
) {
  useSession.getState().loggedIn('token', makeUser({ permissions: permissionsMask(['adminService']) }));
  const posted: Request[] = [];
  const channels = [SIMPLE_MAIL, REGISTERED, EMAIL];
  const api = installFakeApi({
    'GET /services/:serviceId': { result: service },
    'GET /ou/:ouId/channels': { result: channels },
    'GET /channels/:channelId': (_request, params) => {
      const found = channels.find((c) => c.id === params.channelId);
      return found
        ? { result: found }
        : { error: { code: API_ERROR_CODES.notFound, message: 'No such channel' } };
    },
    'GET /options/type': {
      result: [
        {
          id: 'colour',
          name: 'Colour',
          recomputeTrigger: false,
          version: 1,
          creationDate: '',
          updateDate: '',
        },
      ],
    },
    'GET /options': {
      result: [
        {
          id: 'mono',
          optionTypeId: 'colour',
          value: 'Black and white',
          rank: 0,
          best: false,
          default: true,
          properties: {},
          version: 1,
          creationDate: '',
          updateDate: '',
        },
        {
          id: 'colour-full',
          optionTypeId: 'colour',
          value: 'Full colour',
          rank: 1,
          best: false,
          default: false,
          properties: {},
          version: 1,
          creationDate: '',
          updateDate: '',
        },
      ],
    },
    'POST /services': (request) => {
      posted.push(request.clone());
      return post ? post(request) : { result: service };
    },
  } as Parameters<typeof installFakeApi>[0]);
  const onClose = vi.fn();
  renderWithProviders(
    <ServiceEditor serviceId={service.id} type={null} copyOf={null} ouId={null} onClose={onClose} />,
  );
  const u = userEvent.setup({ delay: null });
  await screen.findByRole('heading', { name: service.name });
  await u.click(screen.getByRole('tab', { name: tab }));
  return { u, posted, api, onClose };
}
