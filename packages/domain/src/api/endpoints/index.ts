import { appEndpoints } from './app';
import { authEndpoints } from './auth';
import { behalfEndpoints } from './behalf';
import { brandingEndpoints } from './brandings';
import { channelEndpoints } from './channels';
import { counterEndpoints } from './counters';
import { deliveryEndpoints } from './deliveries';
import { fileEndpoints } from './files';
import { groupEndpoints } from './groups';
import { i18nEndpoints } from './i18n';
import { jobEndpoints } from './jobs';
import { onPremiseEndpoints } from './on-premise';
import { optionEndpoints } from './options';
import { ouEndpoints } from './ou';
import { packGroupEndpoints } from './pack-groups';
import { pdfEndpoints } from './pdf';
import { profileEndpoints } from './profiles';
import { recipientEndpoints } from './recipients';
import { serviceEndpoints } from './services';
import { shipmentEndpoints } from './shipments';
import { simpleJobEndpoints } from './simple-jobs';
import { trackingEndpoints } from './tracking';
import { userEndpoints } from './users';
import { webhookEndpoints } from './webhooks';
import { myAccountEndpoints } from './my-account';
import { addressBookEndpoints } from './address-book';
import { libraryEndpoints } from './library';
import { systemSecurityEndpoints } from './system-security';
import { channelPreviewEndpoints } from './channel-preview';
import { channelProviderEndpoints } from './channel-providers';
import { printerEndpoints } from './printer';
import { ssoEndpoints } from './sso';
import { apiKeyEndpoints } from './api-keys';
import { eventEndpoints } from './events';
import { costEndpoints } from './costs';
import { evidenceEndpoints } from './evidence';
import { mailDomainEndpoints } from './mail-domains';
import { mailReturnEndpoints } from './mail-returns';

/**
 * The endpoint table: every operation of the API, by name (`area.action`). One file per area beside this one;
 * docs/architecture.md "One contract" says how the server, the OpenAPI document and the web client use it.
 */
export const endpoints = {
  ...appEndpoints,
  ...authEndpoints,
  ...userEndpoints,
  ...ouEndpoints,
  ...brandingEndpoints,
  ...i18nEndpoints,
  ...counterEndpoints,
  ...fileEndpoints,
  ...serviceEndpoints,
  ...profileEndpoints,
  ...groupEndpoints,
  ...behalfEndpoints,
  ...packGroupEndpoints,
  ...pdfEndpoints,
  ...simpleJobEndpoints,
  ...channelEndpoints,
  ...optionEndpoints,
  ...deliveryEndpoints,
  ...shipmentEndpoints,
  ...trackingEndpoints,
  ...webhookEndpoints,
  ...recipientEndpoints,
  ...onPremiseEndpoints,
  ...jobEndpoints,
  ...myAccountEndpoints,
  ...addressBookEndpoints,
  ...libraryEndpoints,
  ...systemSecurityEndpoints,
  ...channelPreviewEndpoints,
  ...channelProviderEndpoints,
  ...printerEndpoints,
  ...ssoEndpoints,
  ...apiKeyEndpoints,
  ...eventEndpoints,
  ...costEndpoints,
  ...evidenceEndpoints,
  ...mailDomainEndpoints,
  ...mailReturnEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
