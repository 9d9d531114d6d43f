import { endpoint } from '../contract';
import {
  mailDnsCheckSchema,
  mailDomainAddBodySchema,
  mailDomainListSchema,
  mailDomainParamsSchema,
  mailDomainRotateBodySchema,
  mailDomainSchema,
} from '../mail-domains';

// Sender domains of e-mail and their DKIM keys (issue 18). One entry per operation, as in the other files of this folder.
export const mailDomainEndpoints = {
  'mailDomains.list': endpoint({
    method: 'GET',
    path: '/system/mail-domains',
    summary: 'The sender domains, their DKIM keys (public halves) and the DNS records to publish.',
    access: { anyOf: ['superAdmin', 'superAdminView'] },
    response: mailDomainListSchema,
  }),
  'mailDomains.add': endpoint({
    method: 'POST',
    path: '/system/mail-domains',
    summary: 'Adds a sender domain and draws its DKIM key pair (RSA 2048).',
    description:
      'Adds a sender domain and draws its DKIM key pair (RSA 2048, selector `pb<yyyymm>`): the private key is ' +
      'stored encrypted and never answered. Refused at `body.name` unless the name is a DNS name (-1), or when ' +
      'the domain is already there.',
    access: { anyOf: ['superAdmin'] },
    body: mailDomainAddBodySchema,
    response: mailDomainSchema,
  }),
  'mailDomains.rotate': endpoint({
    method: 'POST',
    path: '/system/mail-domains/:domainId/rotate',
    summary: "Draws a new DKIM key under a new selector; the key before it stays 'retiring' for 7 days.",
    description:
      "Draws a new DKIM key under a new selector, which signs from now on; the key before it stays 'retiring' " +
      'for 7 days (its record still to be published, for the mails it signed). `version` must be the one read ' +
      '(-13 otherwise).',
    access: { anyOf: ['superAdmin'] },
    params: mailDomainParamsSchema,
    body: mailDomainRotateBodySchema,
    response: mailDomainSchema,
  }),
  'mailDomains.remove': endpoint({
    method: 'DELETE',
    path: '/system/mail-domains/:domainId',
    summary: 'Removes a sender domain and its keys; answers the domain as it was.',
    access: { anyOf: ['superAdmin'] },
    params: mailDomainParamsSchema,
    response: mailDomainSchema,
  }),
  'mailDomains.checkDns': endpoint({
    method: 'GET',
    path: '/system/mail-domains/:domainId/dns',
    summary: "Looks up the domain's records in the DNS as this server sees it (a few seconds at most).",
    access: { anyOf: ['superAdmin', 'superAdminView'] },
    params: mailDomainParamsSchema,
    response: mailDnsCheckSchema,
  }),
} as const;
