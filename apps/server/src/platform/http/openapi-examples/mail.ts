import type { MailDomain } from '@postbridge/domain';
import type { OperationExamples } from './operation-example';

// Written from the records of a real call (the keys are real RSA 2048 public keys); the bounce domain is not set.

const DOMAIN_ID = '3f0c2b8e-5d0a-4a51-9a0e-4f7e2a6c9b10';
const PK_NOV =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA8cIm96Wa2DfzWG7nh6qGQS1/fhEJU3gvXzNwyFOwisld9Ry7Lt0n8lrOjDLSmIQcpAGcmxjbOOrVt/sn/rk/4L+SXUJO+WkePNBdsBvVGsoZGQ4KeeWCqaQnxVh1E/1JI+afqdSaS5YnQjRIhceuhzEh2RlsZfeeyARLYQVxhg1rcndabCHSUfe1kTG1vL7tpf2IeyTbJApM3HF1cTw8maw9YcLynUy9rEymoNOxAhxEg1z7+Y2VfuFpFrDWfu6YtzcX7hfjjZLV+6ElpwAo8M75QWvDPytRIjC/nxEeX+DvhY7DY5Q3/0z/wjIiZixSu/ZuxCU+ROEznG1WRVMMsQIDAQAB';
const PK_DEC =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAshj9aTEVdeaGe0G5b8y/XMRLvQKCFW0/JocwLO+L9PlUC0rGkydhRgHnjG3RYSiSfgvU+9qRTxvU0/V2987EoGW9+IICxV3o/22tQ5DysvlgP8U0vhbqcsY6YfVWZTeytUvyJvxFoEFMKAL6uH0AZNzNn/gqt99AHg57ZbP9xRbul8AQ2kdm8LvWudyv1BpPSp0FMYnDQif9p5JgwNbOJnhqWXSHcyNNrhFJ5IVU9LtWMXr6O7AWhg/71FJc7cDRDL/Np2vx2Z6Y5i254pUbZCYNE44rJeHcG+j1oX5TZwXAEsGH1GB8eRE+xk98xuAcI/Y3ZT6d9vZw8A+7dF4qlQIDAQAB';

const dkimRecord = (selector: string, publicKey: string, keepUntil: string | null) => ({
  kind: 'dkim' as const,
  name: `${selector}._domainkey.example.org`,
  type: 'TXT' as const,
  value: `v=DKIM1; k=rsa; p=${publicKey}`,
  selector,
  keyState: keepUntil ? ('retiring' as const) : ('active' as const),
  keepUntil,
});
const suggested = [
  {
    kind: 'spf' as const,
    name: 'example.org',
    type: 'TXT' as const,
    value: 'v=spf1 mx a:smtp.example.org ~all',
    selector: null,
    keyState: null,
    keepUntil: null,
  },
  {
    kind: 'dmarc' as const,
    name: '_dmarc.example.org',
    type: 'TXT' as const,
    value: 'v=DMARC1; p=none; rua=mailto:dmarc@example.org; adkim=r; aspf=r',
    selector: null,
    keyState: null,
    keepUntil: null,
  },
];

const ADDED: MailDomain = {
  id: DOMAIN_ID,
  name: 'example.org',
  createdAt: '2026-11-28T07:40:12.118Z',
  createdBy: 'admin',
  keys: [
    {
      selector: 'pb202611',
      state: 'active',
      publicKey: PK_NOV,
      createdAt: '2026-11-28T07:40:12.118Z',
      createdBy: 'admin',
      keepUntil: null,
    },
  ],
  records: [dkimRecord('pb202611', PK_NOV, null), ...suggested],
  version: 0,
};

const ROTATED: MailDomain = {
  ...ADDED,
  keys: [
    {
      selector: 'pb202612',
      state: 'active',
      publicKey: PK_DEC,
      createdAt: '2026-12-01T09:00:00.000Z',
      createdBy: 'admin',
      keepUntil: null,
    },
    { ...ADDED.keys[0]!, state: 'retiring', keepUntil: '2026-12-08T09:00:00.000Z' },
  ],
  records: [
    dkimRecord('pb202612', PK_DEC, null),
    dkimRecord('pb202611', PK_NOV, '2026-12-08T09:00:00.000Z'),
    ...suggested,
  ],
  version: 1,
};

/** The examples of the operations `mailDomains.*` (see ../openapi-examples.ts). */
export const mailExamples: OperationExamples = {
  'mailDomains.list': {
    result: { domains: [ADDED], defaultFrom: 'Postbridge <no-reply@example.org>', bounceDomain: null },
  },
  'mailDomains.add': { body: { name: 'example.org' }, result: ADDED },
  'mailDomains.rotate': { body: { version: 0 }, result: ROTATED },
  'mailDomains.remove': { result: ROTATED },
  'mailDomains.checkDns': {
    result: {
      domainId: DOMAIN_ID,
      checkedAt: '2026-11-28T07:41:03.552Z',
      resolverAvailable: true,
      records: [
        {
          kind: 'dkim',
          name: 'pb202611._domainkey.example.org',
          type: 'TXT',
          selector: 'pb202611',
          state: 'found',
          found: [`v=DKIM1; k=rsa; p=${PK_NOV}`],
          error: null,
        },
        {
          kind: 'spf',
          name: 'example.org',
          type: 'TXT',
          selector: null,
          state: 'different',
          found: ['v=spf1 include:_spf.mailhost.example ~all'],
          error: null,
        },
        {
          kind: 'dmarc',
          name: '_dmarc.example.org',
          type: 'TXT',
          selector: null,
          state: 'missing',
          found: [],
          error: null,
        },
      ],
    },
  },
};
