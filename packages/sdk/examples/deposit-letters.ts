// Deposits the sample letters, orders them, has the order validated, and follows the shipments to a final status.
// Run: POSTBRIDGE_URL=http://localhost:8080 SENDER_KEY=pbk_… VALIDATOR_KEY=pbk_… \
//   npx tsx packages/sdk/examples/deposit-letters.ts
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { createClient, type Shipment } from '@postbridge/sdk';

const SAMPLE = new URL('../../../samples/letter-batch.pdf', import.meta.url);

export type ExampleOptions = {
  baseUrl: string;
  /** A key of the sender's account with the scopes deposit and order, and the sender's profile. */
  senderKey: string;
  /** A key of the same account (or one above) with the scope validate. */
  validatorKey: string;
  log?: (line: string) => void;
  /** How often to look again, and for how long at most (default 1 s and 10 minutes). */
  intervalMs?: number;
  timeoutMs?: number;
};

export async function main({
  baseUrl,
  senderKey,
  validatorKey,
  log = console.log,
  intervalMs = 1000,
  timeoutMs = 10 * 60_000,
}: ExampleOptions) {
  const sender = createClient({ baseUrl, apiKey: senderKey });
  const validator = createClient({ baseUrl, apiKey: validatorKey });

  // 1. Deposit the sample letters into the "Letter batch" service.
  const services = await sender.result(sender.api.GET('/api/services'));
  const service = services.find((s) => s.name === 'Letter batch');
  if (!service) throw new Error('The key’s profile has no "Letter batch" service.');
  const job = await sender.depositFiles({
    serviceId: service.id,
    jobName: 'Letters of the SDK example',
    files: [{ box: 'letters', name: 'letter-batch.pdf', content: fs.readFileSync(SAMPLE) }],
  });
  log(`Deposited job ${job.id} (${job.state}).`);

  // 2. Wait until processing has cut it into letters (pack groups).
  const packGroups = await sender.waitForPackGroups(job.id, { intervalMs, timeoutMs });
  log(`${packGroups.length} letters: ${packGroups.map((g) => `${g.firstPage}-${g.lastPage}`).join(', ')}.`);

  // 3. Order them with the service's defaults; the sender's orders wait for validation.
  const ordered = await sender.order(job.id, { comment: 'Sent by the SDK example' });
  log(`Order ${ordered.id}: ${ordered.state}.`);

  // 4. The validator's key validates it.
  const command = await validator.validate(ordered.id, {
    validationReason: 'Checked',
    version: ordered.version,
  });
  log(`Order ${command.id}: ${command.state} by ${command.validatedBy}.`);

  // 5. Follow the shipments until each one has a final status.
  let shipments: Shipment[] = [];
  for await (const progress of sender.followShipments(command.id, {
    until: 'final',
    intervalMs,
    timeoutMs,
  })) {
    log(`${progress.final}/${progress.total} shipments at a final status (order ${progress.command.state}).`);
    shipments = progress.shipments;
  }
  for (const s of shipments) log(`  ${s.nuid}: ${s.statusCode} ${s.statusMeaning}`);
  return { job, packGroups, command, shipments };
}

// Run from the command line (not when a test imports it).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { POSTBRIDGE_URL = 'http://localhost:8080', SENDER_KEY, VALIDATOR_KEY } = process.env;
  if (!SENDER_KEY || !VALIDATOR_KEY) throw new Error('Set SENDER_KEY and VALIDATOR_KEY (docs/api.md "SDK").');
  await main({ baseUrl: POSTBRIDGE_URL, senderKey: SENDER_KEY, validatorKey: VALIDATOR_KEY });
}
