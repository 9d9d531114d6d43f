import type { Generated, Selectable } from 'kysely';

// Column conventions shared by both dialects (docs/persistence.md): ids are text UUIDs, timestamps are
// ISO-8601 UTC text (they sort and compare as text on SQLite and PostgreSQL alike), flags are 0/1 integers,
// structured values are JSON text. Presenters turn rows into API shapes.

export interface BrandingTable {
  id: string;
  name: string;
  application_name: string;
  virtual_host: string | null;
  authentication_realm: string | null;
  background_image_url: string | null;
  logo_image_url: string | null;
  notification_icon_url: string | null;
  properties: Generated<string>;
  status_colors: Generated<string>;
  created_at: string;
  version: Generated<number>;
  /** When it was last saved in System (0024); null: never changed since created. */
  updated_at: Generated<string | null>;
}

export interface OuTable {
  id: string;
  parent_id: string | null;
  /** Materialised path of ids, `/root/child/`, so a subtree is one `LIKE 'prefix%'`. */
  path: string;
  name: string;
  creation_date: string;
  branding_id: string | null;
  allow_ou_children: Generated<number>;
  freeze_delay_days: Generated<number>;
  file_delay_days: Generated<number>;
  data_delay_days: Generated<number>;
  enabled: Generated<number>;
  removed: Generated<number>;
  account_expired: Generated<number>;
  default_mail_country: string | null;
  min_password_entropy: Generated<number>;
  max_password_validity_days: number | null;
  email_address: string | null;
  web_hook_url: string | null;
  /** Key of the OU's webhook signatures (0011), drawn by the server; null until a webhook URL is set. */
  webhook_secret: string | null;
  /**
   * 0/1: the OU keeps a register of recipients and their choices (0013, docs/product.md §3 senderAccount).
   */
  sender_account: Generated<number>;
  settings: Generated<string>;
  version: Generated<number>;
}

export interface GroupTable {
  id: string;
  ou_id: string;
  code: string;
  name: string;
  version: Generated<number>;
}

export interface ProfileTable {
  id: string;
  ou_id: string;
  name: string;
  role: string;
  permissions: Generated<number>;
  permissions_on_group: Generated<number>;
  permissions_on_ou: Generated<number>;
  needs_validation: Generated<number>;
  version: Generated<number>;
}

export interface UserTable {
  id: string;
  ou_id: string;
  login: string;
  password_hash: string;
  password_changed_at: string;
  title: string | null;
  first_name: string | null;
  last_name: string | null;
  email_address: string | null;
  phone_number: string | null;
  mobile_number: string | null;
  locale: Generated<string>;
  profile_id: string | null;
  group_id: string | null;
  enabled: Generated<number>;
  removed: Generated<number>;
  allow_email_notifications: Generated<number>;
  ui_preferences: Generated<string>;
  allowed_address_ranges: Generated<string>;
  /** 1 after an administrator set a temporary password: the user chooses their own at the next sign-in. */
  must_change_password: Generated<number>;
  creation_date: string;
  version: Generated<number>;
}

export interface SessionTable {
  id: string;
  token_hash: string;
  user_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
  remote_address: string | null;
  user_agent: string | null;
  /** How the session was opened (migration 0030): only a password's session is subject to password expiry. */
  sign_in_method: SignInMethod;
}

/** How a session was opened: a password, a single sign-on, an external-authentication token. */
export type SignInMethod = 'password' | 'sso' | 'external';

export interface PasswordResetTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Append-only history behind every "revisions" call, written in the same transaction as the change. */
export interface HistoryTable {
  id: Generated<number>;
  entity_type: string;
  entity_id: string;
  ou_id: string;
  action: string;
  state: string | null;
  login: string | null;
  at: string;
  details: string | null;
}

export interface JobTable {
  id: string;
  ou_id: string;
  owner_id: string;
  name: string;
  state: string;
  service_id: string | null;
  error_message: string | null;
  error_key: string | null;
  /** The creation parameters (metadata, requirement values, split overrides) as JSON. */
  parameters: Generated<string>;
  creation_date: string;
  updated_at: string;
  version: Generated<number>;
  /** History flags (docs/product.md §4), 0/1: see applyJobHistoryEvent of the domain package. */
  frozen: Generated<number>;
  invalidated: Generated<number>;
  files_purged: Generated<number>;
  locked: Generated<number>;
  /** 0/1: the personal data of the job's pack groups was erased after the OU's dataDelayDays (0008). */
  data_erased: Generated<number>;
  /** Processing progress (0033): `done` of `total` units ('pages', 'records', 'files'); null before any figure. */
  progress_done: number | null;
  progress_total: number | null;
  progress_unit: string | null;
}

export interface DeliveryCommandTable {
  id: string;
  ou_id: string;
  owner_id: string;
  job_id: string;
  state: string;
  creation_date: string;
  updated_at: string;
  version: Generated<number>;
  service_id: string | null;
  /** serviceChannelOptions of the order: service channel label → chosen option ids (JSON). */
  options: Generated<string>;
  expected_post_date: string | null;
  post_date: string | null;
  needs_validation: Generated<number>;
  /** When a command still pending validation is automatically rejected. */
  expires_at: string | null;
  validation_date: string | null;
  rejection_date: string | null;
  reason: string | null;
  comment: string | null;
  validated_by: string | null;
  /** Makes a retried order idempotent: the job and its sorted pack group ids. */
  request_key: string | null;
  /** Login of the user who ordered (the owner, or who ordered on the owner's behalf). */
  created_by: string | null;
}

export interface DeliveryTable {
  id: string;
  command_id: string;
  job_id: string;
  ou_id: string;
  owner_id: string;
  service_id: string;
  channel_id: string;
  service_channel_label: string;
  name: string;
  nuid: string;
  external_id: string | null;
  state: string;
  post_date: string | null;
  options: Generated<string>;
  fallback_origin_id: string | null;
  creation_date: string;
  updated_at: string;
  version: Generated<number>;
}

export interface ShipmentTable {
  id: string;
  ou_id: string;
  owner_id: string;
  command_id: string;
  status_code: number;
  creation_date: string;
  updated_at: string;
  delivery_id: string | null;
  pack_group_id: string | null;
  channel_id: string | null;
  nuid: string | null;
  external_id: string | null;
  tracking_value: string | null;
  output_file_id: string | null;
  acknowledged_at: string | null;
  acknowledge_message: string | null;
  next_attempt_at: string | null;
  last_error: string | null;
  pages: Generated<number>;
  sheets: Generated<number>;
  attempts: Generated<number>;
  version: Generated<number>;
  metadata: Generated<string>;
  options: Generated<string>;
  recipient: Generated<string>;
  /** Digital first (0039): when the unopened e-mail escalates, and to which service channel; null otherwise. */
  escalates_at: string | null;
  escalates_to: string | null;
  /** The claimed hand-over could have reached the provider whole from then on (0042); null otherwise. */
  hand_over_complete_at: string | null;
}

export interface ShipmentEventTable {
  id: string;
  shipment_id: string;
  status_code: number;
  source: string;
  event_id: string;
  at: string;
  received_at: string;
  details: Generated<string>;
  /** The proof chain (0036, platform/proof-chain.ts): place in the shipment's chain, from 1, unique per shipment. */
  position: number;
  previous_hash: string | null;
  hash: string;
  /** JSON ChainDocument of the first event, else null. */
  document: string | null;
  /** JSON list of ChainReceipt: the provider documents the event brought. */
  receipts: Generated<string>;
}

/** A failed sign-in, per account key and per address key (migration 0023; features/auth/login-limiter.ts). */
export interface LoginFailureTable {
  key: string;
  failed_at: string;
}

/** The calls of one rate-limit key (route and caller) in its current window (0041), shared by every process. */
export interface RateLimitHitTable {
  key: string;
  hits: number;
  window_ends_at: string;
}

/** Counters the database bumps when what a process caches may have changed (0041): 'sessions'. */
export interface CacheGenerationTable {
  name: string;
  value: number;
}

export interface TaskTable {
  id: string;
  name: string;
  payload: Generated<string>;
  state: 'queued' | 'running' | 'done' | 'failed';
  run_at: string;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  locked_until: string | null;
  /** The process holding a running task's lease (migration 0021). */
  locked_by: Generated<string | null>;
  last_error: string | null;
  singleton_key: string | null;
  created_at: string;
  finished_at: string | null;
}

export interface StoredFileTable {
  id: string;
  ou_id: string;
  owner_id: string;
  name: string;
  /** bigint: pg answers it as a string, SQLite as a number; presenters convert. */
  size: number | string;
  sha256: string;
  content_type: string;
  file_type: string;
  name_mismatch: Generated<number>;
  storage_key: string;
  created_at: string;
}

export interface JobInputFileTable {
  id: string;
  job_id: string;
  stored_file_id: string;
  box_name: string;
  apposition: Generated<number>;
  position: number;
  /** Set on a file extracted from a deposited archive: the archive's input file and the entry's path. */
  source_input_file_id: string | null;
  entry_name: string | null;
}

export interface PackGroupTable {
  id: string;
  job_id: string;
  ou_id: string;
  owner_id: string;
  position: number;
  input_file_id: string;
  first_page: number;
  last_page: number;
  state: string;
  requirements: Generated<string>;
  metadata: Generated<string>;
  address_quality: string | null;
  address_error: string | null;
  created_at: string;
  version: Generated<number>;
  identifier: string | null;
  /** The delivery command the pack group is ordered in; null while it is free. */
  command_id: string | null;
  /** The delivery (the channel) of that command the pack group goes by. */
  delivery_id: string | null;
  /** JSON list of the issues of the pack group's metadata against the service's metadata definitions. */
  metadata_issues: Generated<string>;
  /** JSON list of the letter's print pre-flight findings (PreflightFinding), computed at deposit. */
  preflight: Generated<string>;
}

/** A document of a pack group: its main part, a reconciled part or record of a child box, or an apposition. */
export interface PackTable {
  id: string;
  pack_group_id: string;
  job_id: string;
  position: number;
  kind: string;
  box_name: string;
  input_file_id: string | null;
  service_file_id: string | null;
  first_page: number | null;
  last_page: number | null;
  record_line: number | null;
}

/** A part or data record of a deposit that matched no recipient document. */
export interface OrphanChunkTable {
  id: string;
  job_id: string;
  position: number;
  box_name: string;
  input_file_id: string;
  first_page: number | null;
  last_page: number | null;
  record_line: number | null;
  identifier: string | null;
  reason: string;
  values: Generated<string>;
}

export interface ServiceTable {
  id: string;
  ou_id: string;
  name: string;
  type: string;
  enabled: Generated<number>;
  removed: Generated<number>;
  allow_job_creation: Generated<number>;
  /** The whole validated service configuration (domain `Service`) as JSON. */
  configuration: string;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
  created_by: string | null;
  updated_by: string | null;
}

export interface ProfileServiceTable {
  profile_id: string;
  service_id: string;
}

/** Files attached to a service's boxes and appositions; bytes in the file store through `stored_file`. */
export interface ServiceFileTable {
  id: string;
  service_id: string;
  stored_file_id: string;
  name: string;
  box_name: string | null;
}

/** A platform-wide channel (0009): the whole validated configuration (domain `Channel`) as JSON. */
export interface ChannelTable {
  id: string;
  name: string;
  channel_type: string;
  enabled: Generated<number>;
  configuration: string;
  /** SHA-256 (hex) of the external output token; null when the channel has none. */
  external_output_token_hash: string | null;
  /** JSON list of the ISO 3166-1 alpha-2 countries the channel carries mail to; '[]': every country (0020). */
  destination_countries: Generated<string>;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
  created_by: string | null;
  updated_by: string | null;
}

export interface OptionTypeTable {
  id: string;
  name: string;
  recompute_trigger: Generated<number>;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface OptionValueTable {
  id: string;
  option_type_id: string;
  value: string;
  rank: Generated<number>;
  best: Generated<number>;
  is_default: Generated<number>;
  properties: Generated<string>;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** The channels the services of an OU may use. */
export interface OuChannelTable {
  ou_id: string;
  channel_id: string;
}

/** An e-mail notification sent once (0012): its key and when. */
export interface NotificationSentTable {
  key: string;
  sent_at: string;
}

export interface Database {
  notification_sent: NotificationSentTable;
  branding: BrandingTable;
  ou: OuTable;
  user_group: GroupTable;
  profile: ProfileTable;
  app_user: UserTable;
  session: SessionTable;
  password_reset: PasswordResetTable;
  history: HistoryTable;
  job: JobTable;
  delivery_command: DeliveryCommandTable;
  shipment: ShipmentTable;
  delivery: DeliveryTable;
  shipment_event: ShipmentEventTable;
  task: TaskTable;
  login_failure: LoginFailureTable;
  rate_limit_hit: RateLimitHitTable;
  cache_generation: CacheGenerationTable;
  stored_file: StoredFileTable;
  service: ServiceTable;
  profile_service: ProfileServiceTable;
  service_file: ServiceFileTable;
  job_input_file: JobInputFileTable;
  pack_group: PackGroupTable;
  pack: PackTable;
  orphan_chunk: OrphanChunkTable;
  channel: ChannelTable;
  option_type: OptionTypeTable;
  option_value: OptionValueTable;
  ou_channel: OuChannelTable;
  shipment_tracking_file: ShipmentTrackingFileTable;
  webhook_event: WebhookEventTable;
  webhook_attempt: WebhookAttemptTable;
  webhook_subscription: WebhookSubscriptionTable;
  recipient: RecipientTable;
  recipient_confirmation: RecipientConfirmationTable;
  server_secret: ServerSecretTable;
  consent_settings: ConsentSettingsTable;
  address_book_entry: AddressBookEntryTable;
  library_file: LibraryFileTable;
  branding_news: BrandingNewsTable;
  branding_image: BrandingImageTable;
  label_override: LabelOverrideTable;
  system_setting: SystemSettingTable;
  channel_provider: ChannelProviderTable;
  price_list: PriceListTable;
  mail_domain: MailDomainTable;
  mail_domain_key: MailDomainKeyTable;
  branding_sso: BrandingSsoTable;
  sso_attempt: SsoAttemptTable;
  sso_handoff: SsoHandoffTable;
  api_key: ApiKeyTable;
  api_key_usage: ApiKeyUsageTable;
  external_token: ExternalTokenTable;
  printer_setting: PrinterSettingTable;
  printed_file: PrintedFileTable;
  idempotency_key: IdempotencyKeyTable;
  event: EventTable;
  smpp_part: SmppPartTable;
}

/** An API key of an OU (0029): only its secret's SHA-256 is kept; scopes is JSON text (a list of names). */
export interface ApiKeyTable {
  id: string;
  ou_id: string;
  /** The key's technical user (an app_user row that cannot sign in). */
  user_id: string;
  name: string;
  prefix: string;
  secret_hash: string;
  scopes: string;
  rate_limit_per_minute: number;
  created_at: string;
  created_by: string;
  last_used_at: string | null;
  expires_at: string | null;
  revoked_at: string | null;
  revoked_by: string | null;
}

/** Calls of an API key in one minute (0029), for its rate limit. */
export interface ApiKeyUsageTable {
  api_key_id: string;
  window_start: string;
  calls: number;
}

/** A single-use external-authentication token (0029), stored as its SHA-256. */
export interface ExternalTokenTable {
  id: string;
  token_hash: string;
  api_key_id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A saved recipient of one-off letters, per user (0019); address_lines is JSON text (a list of strings). */
export interface AddressBookEntryTable {
  id: string;
  ou_id: string;
  owner_id: string;
  name: string;
  address_lines: string;
  country_code: string | null;
  quality: string;
  email_address: string | null;
  phone_number: string | null;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}

/** A reusable PDF of a user, or shared with the user's OU (0019); its bytes are under storage_key. */
export interface LibraryFileTable {
  id: string;
  ou_id: string;
  owner_id: string;
  name: string;
  kind: string;
  shared: Generated<number>;
  /** bigint: pg answers it as a string, SQLite as a number; presenters convert. */
  size: number | string;
  sha256: string;
  storage_key: string;
  created_at: string;
}

export type BrandingRow = Selectable<BrandingTable>;

/** A document a provider attached to a shipment (0011), by tracking name; bytes in a stored file. */
export interface ShipmentTrackingFileTable {
  id: string;
  shipment_id: string;
  name: string;
  stored_file_id: string;
  /** The provider and event that brought it. */
  source: string;
  event_id: string;
  created_at: string;
}

/** A change told to an OU's webhook (0011): its payload and where its delivery stands. */
export interface WebhookEventTable {
  id: string;
  ou_id: string;
  type: string;
  payload: string;
  /** pending, delivered, failed (attempts used up), refused (private address), dropped (no URL any more). */
  state: string;
  attempts: Generated<number>;
  created_at: string;
  next_attempt_at: string | null;
  finished_at: string | null;
  /** The subscription it is a delivery of (0035); null only for events of a removed OU webhook. */
  subscription_id: string | null;
  /** The event (event.seq) it carries; null for events emitted before the event log. */
  event_seq: number | null;
  /** The delivery it replays. */
  replay_of: string | null;
}

/** A webhook subscription of an OU (0035, docs/api.md "Webhooks"). */
export interface WebhookSubscriptionTable {
  id: string;
  ou_id: string;
  url: string;
  description: Generated<string>;
  /** JSON list of event types; empty: every type. */
  event_types: Generated<string>;
  enabled: Generated<number>;
  /** 1 for the OU's own web_hook_url (GET/POST /ou/{ouId}/webhook). */
  is_default: Generated<number>;
  /** Sealed (platform/secret-box.ts) `whsec_…`; null until drawn. */
  secret: string | null;
  /** The secret before the last rotation, sealed: it also signs until previous_secret_until. */
  previous_secret: string | null;
  previous_secret_until: string | null;
  /** The last event seq handed over to its deliveries. */
  cursor: Generated<number>;
  failing_since: string | null;
  created_at: string;
  version: Generated<number>;
}

/** One attempt to POST a webhook event. */
export interface WebhookAttemptTable {
  id: string;
  webhook_event_id: string;
  attempt: number;
  at: string;
  url: string;
  outcome: string;
  http_status: number | null;
  error: string | null;
  duration_ms: Generated<number>;
  /** JSON object of the request's headers, the body sent, the first 2 KB of the answer (0035). */
  request_headers: string | null;
  request_body: string | null;
  response_body: string | null;
}

/** A recipient of a sender account (0013) and its current choice; its changes are `history` rows. */
export interface RecipientTable {
  id: string;
  ou_id: string;
  recipient_identifier: string;
  /** RECIPIENT_PREFERENCES: EMAIL, EMAIL_PENDING, LETTER, NONE. */
  main_preferences: string;
  email_address: string | null;
  email_valid: Generated<number>;
  /** Quality of the address (GOOD, MODIFIED, FORCED, BAD); null without an address. */
  email_status: string | null;
  /** RECIPIENT_CHOICE_SOURCES: NONE, QR_CODE, SENDER, UNSUBSCRIBE. */
  source: string;
  created_at: string;
  last_modified: string;
  version: Generated<number>;
}

/** The single-use link mailed to confirm an address chosen on the consent page (0013); its token's SHA-256. */
export interface RecipientConfirmationTable {
  id: string;
  recipient_id: string;
  email_address: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/**
 * The recipients' consent configuration of an OU (0022); absent: the defaults. choices is JSON text (the offered
 * preferences, in the order shown); '' in a text column means the default text.
 */
export interface ConsentSettingsTable {
  ou_id: string;
  page_open: Generated<number>;
  choices: string;
  introduction: Generated<string>;
  qr_text: Generated<string>;
  mail_subject: Generated<string>;
  mail_body: Generated<string>;
  updated_at: string;
  updated_by: string | null;
  version: Generated<number>;
}

/** A key the platform drew once, shared by its processes (0013: the consent-link HMAC key). */
export interface ServerSecretTable {
  name: string;
  value: string;
  created_at: string;
}

/** A white label's news text in one locale (0024), shown on its sign-in and home pages. */
export interface BrandingNewsTable {
  branding_id: string;
  locale: string;
  text: string;
  updated_at: string;
  updated_by: string | null;
}

/** An image a white label shows (0024), its bytes in the file store; served publicly. */
export interface BrandingImageTable {
  id: string;
  storage_key: string;
  content_type: string;
  size: number | string;
  sha256: string;
  created_at: string;
  created_by: string | null;
}

/** A translation edited in System over the bundled catalogue (0025). */
export interface LabelOverrideTable {
  locale: string;
  label_key: string;
  text: string;
  updated_at: string;
  updated_by: string | null;
}

/** An instance-wide setting group edited in System (0026); value is JSON text. */
export interface SystemSettingTable {
  name: string;
  value: string;
  updated_at: string;
  updated_by: string | null;
  version: Generated<number>;
}

/** A sender domain of e-mail (0038); `version` grows with each rotation of its DKIM key. */
export interface MailDomainTable {
  id: string;
  name: string;
  created_at: string;
  created_by: string | null;
  version: Generated<number>;
}

/** A DKIM key pair of a sender domain (0038): the public key base64 (SPKI DER), the private key sealed PEM. */
export interface MailDomainKeyTable {
  id: string;
  domain_id: string;
  selector: string;
  public_key: string;
  private_key: string;
  created_at: string;
  created_by: string | null;
  /** Set by the rotation that replaced it: retiring, no longer signing. */
  retired_at: string | null;
}

/** A channel's price list saved in System (0037, issue 18): PriceList JSON, money in minor units. */
export interface PriceListTable {
  channel_id: string;
  prices: string;
  updated_at: string;
  updated_by: string | null;
  version: Generated<number>;
}

/** A channel's provider settings (0027): its endpoint and its secret, encrypted at rest. */
export interface ChannelProviderTable {
  channel_id: string;
  endpoint: string | null;
  secret_ciphertext: string | null;
  secret_updated_at: string | null;
  updated_at: string;
  updated_by: string | null;
  version: Generated<number>;
}

/** A white label's single sign-on settings (0030); the client secret sealed by platform/secret-box.ts. */
export interface BrandingSsoTable {
  branding_id: string;
  enabled: number;
  issuer_url: string;
  client_id: string;
  client_secret_sealed: string | null;
  scopes: string;
  claim: string;
  match_by: string;
  create_users: number;
  ou_id: string | null;
  profile_id: string | null;
  button_text: string;
  updated_at: string;
  version: Generated<number>;
}

/** A single sign-on sent to the provider and not yet back (0030); the state is stored hashed. */
export interface SsoAttemptTable {
  state_hash: string;
  branding_id: string;
  nonce: string;
  code_verifier: string;
  return_path: string | null;
  created_at: string;
  expires_at: string;
}

/** The single-use code the browser exchanges for a session after a single sign-on (0030), stored hashed. */
export interface SsoHandoffTable {
  code_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
}

/** A user's virtual printer (0031): their printer mode and service, their printer token (only its SHA-256 kept). */
export interface PrinterSettingTable {
  user_id: string;
  mode: Generated<string>;
  service_id: string | null;
  token_hash: string | null;
  token_prefix: string | null;
  token_created_at: string | null;
  token_last_used_at: string | null;
  updated_at: string;
}

/** A file a user printed to the virtual printer (0031); status is one of PRINTED_FILE_STATUSES. */
export interface PrintedFileTable {
  id: string;
  ou_id: string;
  owner_id: string;
  stored_file_id: string;
  ipp_job_id: number;
  name: string;
  pages: number;
  /** bigint: pg answers it as a string, SQLite as a number. */
  size: number | string;
  mode: string;
  status: string;
  job_id: string | null;
  command_id: string | null;
  error: string | null;
  printed_at: string;
}

/** An idempotency key of a caller (0032): 'running' while its first request runs, then 'done' with its answer. */
export interface IdempotencyKeyTable {
  caller_id: string;
  key: string;
  request_hash: string | null;
  state: string;
  status: number | null;
  content_type: string | null;
  body: string | null;
  created_at: string;
}

/** One event of the event log (0034, docs/api.md "Events"): `data` is JSON text, `seq` the public event id. */
export interface EventTable {
  seq: Generated<number>;
  type: string;
  occurred_at: string;
  ou_id: string;
  owner_id: string | null;
  subject_type: string;
  subject_id: string;
  data: string;
}

/** A short message of an SMS shipment sent over SMPP (0040): one per part, its message id once accepted. */
export interface SmppPartTable {
  id: string;
  shipment_id: string;
  /** The SMS centre, system_id@host:port: message ids are unique per centre. */
  smsc: string;
  part_number: number;
  part_count: number;
  reference: number;
  /** submitting (handed over, no answer yet) | accepted | throttled (not taken: sent again) | refused. */
  state: string;
  message_id: string | null;
  command_status: number | null;
  submitted_at: string;
  accepted_at: string | null;
  receipt_state: string | null;
  receipt_error: string | null;
  receipt_at: string | null;
}
