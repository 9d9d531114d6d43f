import { strToU8, zipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { embedStandardFonts } from '@postbridge/documents';
import { sleep, until } from './processes';
import { checkRound, stateOf, type Invoice, type Round } from './fault-checks';
import { startCluster, type Cluster } from './fault-cluster';
import { startSmtpServer } from './smtp';

// The fault suite of issue 12, shared by faults.int.test.ts (a dozen kills, in CI on both databases) and
// bench/faults.bench.ts (fifty): rounds of "deposit N invoices into the demo 'Invoices with customer data'
// service, order them, validate, send them by e-mail to a real SMTP server", with the process that runs the
// tasks killed with SIGKILL at points chosen by a seeded random generator while it works:
// - `deposit`: the job seen PROCESSING, then a random delay (splitting, reading, writing pack groups);
// - `order`: a random delay after the validation (delivery creation, composition of the attachments, the
//   first hand-overs: wherever the delay falls);
// - `mail`: the k-th e-mail of the round kept by the SMTP server, before it answers (the hand-over in doubt:
//   the server has the message, the worker never hears it was accepted).
// After each kill a new process is started on the same database and folder; the work must resume within 30 s
// (measured from the kill to the first change of the round's state in the database or at the SMTP server), and
// at the end of each round: the job and the order reached their final state once (one history entry each),
// one pack group per invoice, one delivery, one shipment per pack group, every shipment handed over, and every
// e-mail received exactly once by its recipient under its shipment's Message-ID.
//
// Topologies: `sqlite` (one `all` process on a SQLite file: SQLite is one process, so the API goes down with
// it), `pg-boss` and `pg-embedded` (a `serve` process that stays up and a `work` process on PostgreSQL, with
// pg-boss or the embedded queue).

export type Topology = 'sqlite' | 'pg-boss' | 'pg-embedded';
export type KillPoint = 'deposit' | 'order' | 'mail';

export type FaultRunOptions = {
  topology: Topology;
  /** A PostgreSQL URL whose server may create a database (the pg topologies). */
  postgresUrl?: string;
  /** Rounds to run, at most. */
  rounds: number;
  /** Ends the run after the round in which this many kills were counted. */
  stopAfterKills?: number;
  lettersPerRound: number;
  /** Kills per round, at most (one `deposit`, one `order`, the rest `mail`); 0: the reference run. */
  killsPerRound: number;
  seed: number;
  log?: (line: string) => void;
};

export type Kill = {
  round: number;
  point: KillPoint;
  /** What was going on when it fell: the job's and the order's state, e-mails received in the round. */
  at: string;
  /** From the kill to the replacement process's "worker started" (Node, tsx, the work threads warmed). */
  upMs: number;
  /** From the kill to the first progress after it. */
  resumedMs: number;
};

export type FaultRunReport = {
  rounds: number;
  kills: Kill[];
  wallMs: number;
  letters: number;
  /** E-mails received more than once, pack groups / deliveries / shipments / final states counted twice. */
  duplicates: number;
  /** Invoices without an e-mail received, shipments not handed over, jobs or orders not at their end. */
  lost: number;
  problems: string[];
};

const RESUME_LIMIT_MS = 60_000;

/**
 * The start-up of the replacement that a kill's resume time is charged with, at most: its time on an idle machine
 * (Node, tsx, the work threads warmed: 3.5–6.5 s measured, docs/operations.md "Recovery after a crash"), with
 * room. Beyond it a loaded machine is slow to start a process, which says nothing of the recovery.
 */
export const START_UP_CHARGED_MS = 10_000;

/** A kill's time to resume as issue 12 counts it: from the kill, the replacement's start-up charged at most START_UP_CHARGED_MS. */
export const recoveryMs = (kill: Kill): number =>
  kill.resumedMs - Math.max(0, Math.min(kill.upMs, kill.resumedMs) - START_UP_CHARGED_MS);

/** mulberry32: the same kill points for the same seed. */
function randomOf(seed: number): (below: number) => number {
  let a = seed >>> 0;
  return (below) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * below);
  };
}

const MM = 72 / 25.4;
const A4 = { width: 210, height: 297 };

/**
 * The demo archive of `n` one-page invoices (samples/invoices.zip's layout: address in the window, the number
 * under it, "Page 1/1" at the foot) and the customers CSV giving each an e-mail address of its own.
 */
async function invoicesArchive(invoices: Invoice[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const invoice of invoices) {
    const page = doc.addPage([A4.width * MM, A4.height * MM]);
    const draw = (s: string, leftMm: number, topMm: number, size = 10) =>
      page.drawText(s, { x: leftMm * MM, y: (A4.height - topMm) * MM, size, font });
    draw('Demo Company - 1 avenue des Champs - 75008 Paris', 20, 20, 9);
    [invoice.customer, '8 rue des Lilas', '44000 NANTES'].forEach((line, i) => draw(line, 105, 55 + i * 5));
    draw(`Invoice no. ${invoice.number}`, 20, 105);
    draw('Objet : votre facture', 20, 115, 11);
    draw('Page 1/1', 20, 287, 8);
  }
  const pdf = await embedStandardFonts(await doc.save());
  const csv = [
    'invoice;customer;email;phone',
    ...invoices.map((i) => `${i.number};${i.customer};${i.email};`),
    '',
  ].join('\n');
  return zipSync({ 'invoices.pdf': pdf, 'customers.csv': strToU8(csv) });
}

/** Runs the rounds, killing as planned; the report counts what was done twice or never. */
export async function runFaults(options: FaultRunOptions): Promise<FaultRunReport> {
  const log = options.log ?? (() => {});
  const random = randomOf(options.seed);
  const kills: Kill[] = [];
  const problems: string[] = [];
  let duplicates = 0;
  let lost = 0;
  let current: Round | null = null;
  /** The e-mail of the current round at which to kill, and what to do once killed. */
  let armed: { k: number; onKilled: () => void } | null = null;
  let cluster: Cluster | null = null;
  const smtp = await startSmtpServer({
    onMessage: async (mail) => {
      current?.inbox.push(mail);
      if (armed && current && current.inbox.length === armed.k) {
        const { onKilled } = armed;
        armed = null;
        await cluster!.kill();
        onKilled();
      }
    },
  });
  cluster = await startCluster(options, smtp.url);
  const c = cluster;
  const started = Date.now();
  let rounds = 0;
  try {
    const [sender, validator] = [await c.api.tokenOf('sender'), await c.api.tokenOf('validator')];
    const services = await c.api.call<{ id: string; name: string }[]>('GET', '/services', sender);
    const service = services.find((s) => s.name === 'Invoices with customer data')!;

    /** After a kill: restart, and measure until the round's state moves. */
    const recover = async (round: Round, point: KillPoint, killedAt: number) => {
      const before = await stateOf(c.reader, round);
      const { up, ready } = c.restart();
      let upMs = RESUME_LIMIT_MS;
      void up.then(() => (upMs = Date.now() - killedAt));
      // A kill that fell after the work it aimed at (the deposit done before any order, the order sent) has
      // nothing to resume: it is not counted.
      if (/job=PACK_GROUPS_CREATED .*order=-|order=OUTPUTTED/.test(before)) {
        log(`  kill (${point}) at [${before}]: after the work, not counted`);
        await ready;
        return;
      }
      await until(
        'the work after the kill',
        () => stateOf(c.reader, round),
        (s) => s !== before,
        {
          timeoutMs: RESUME_LIMIT_MS,
          everyMs: 50,
        },
      ).catch((err: unknown) => problems.push(`round ${round.index} ${point}: ${String(err)}`));
      const resumedMs = Date.now() - killedAt;
      await up;
      const kill = { round: round.index, point, at: before, upMs, resumedMs };
      kills.push(kill);
      const s = (ms: number) => (ms / 1000).toFixed(1);
      log(
        `  kill ${kills.length} (${point}) at [${before}]: replacement up after ${s(upMs)} s, resumed after ${s(resumedMs)} s`,
      );
      await ready;
    };

    for (let index = 1; index <= options.rounds; index++) {
      if (options.stopAfterKills !== undefined && kills.length >= options.stopAfterKills) break;
      rounds = index;
      const invoices = Array.from({ length: options.lettersPerRound }, (_, i) => ({
        number: `INV-2026-${String(index * 100 + i).padStart(4, '0')}`,
        customer: `Client ${index}-${i + 1}`,
        email: `client.${index}.${i + 1}@example.org`,
      }));
      // The round's plan: deposit and order kills each half the time, the rest at e-mails k1 < k2 < ….
      const budget = options.killsPerRound;
      const killDeposit = budget > 0 && random(2) === 0;
      const killOrder = budget - Number(killDeposit) > 0 && random(2) === 0;
      const mailKills = [
        ...new Set(
          Array.from(
            { length: Math.max(0, budget - Number(killDeposit) - Number(killOrder)) },
            () => random(options.lettersPerRound) + 1,
          ),
        ),
      ].sort((a, b) => a - b);
      log(
        `round ${index}: ${invoices.length} invoices; kills: ${[killDeposit && 'deposit', killOrder && 'order', ...mailKills.map((k) => `mail ${k}`)].filter(Boolean).join(', ') || 'none'}`,
      );

      const form = new FormData();
      form.set('parameters', JSON.stringify({ serviceId: service.id, jobName: `Faults ${index}` }));
      form.set('file.archive.0', new Blob([await invoicesArchive(invoices)]), 'invoices.zip');
      const job = await c.api.call<{ id: string }>('POST', '/jobs', sender, form);
      const round: Round = { index, jobId: job.id, commandId: null, inbox: [] };
      current = round;
      const jobState = async () =>
        (await c.reader.rows<{ state: string }>('select state from job where id = ?', [job.id]))[0]?.state;

      if (killDeposit) {
        await until('the deposit PROCESSING', jobState, (s) => s !== 'CREATED', { everyMs: 10 });
        // A few letters take a fraction of a second on a fast machine: the kill comes soon, or it finds them done.
        await sleep(random(150));
        await c.kill();
        await recover(round, 'deposit', Date.now());
      }
      const deposited = await until(
        'the deposit',
        jobState,
        (s) => s === 'PACK_GROUPS_CREATED' || !!s?.endsWith('ERROR'),
      );
      if (deposited !== 'PACK_GROUPS_CREATED') {
        problems.push(`round ${index}: the deposit ended ${deposited}`);
        lost += invoices.length;
        continue;
      }
      const groups = await c.api.call<{ id: string }[]>('GET', `/jobs/${job.id}/packGroups`, sender);
      const ordered = await c.api.call<{ id: string; version: number }>(
        'POST',
        '/deliveries/commands',
        sender,
        {
          packGroupIds: groups.map((g) => g.id),
        },
      );
      round.commandId = ordered.id;
      await c.api.call('POST', `/deliveries/commands/${ordered.id}/validate`, validator, {
        version: ordered.version,
      });
      if (killOrder) {
        await sleep(random(600));
        await c.kill();
        await recover(round, 'order', Date.now());
      }
      for (const k of mailKills) {
        if (k <= round.inbox.length) continue;
        let killedAt = 0;
        const killed = new Promise<void>((resolve) => {
          armed = {
            k,
            onKilled: () => {
              killedAt = Date.now();
              resolve();
            },
          };
        });
        // The k-th e-mail may never come: the order can end with fewer (none left after an earlier kill).
        let watching = true;
        const outputted = (async () => {
          while (watching) {
            if (/order=OUTPUTTED/.test(await stateOf(c.reader, round))) return true;
            await sleep(250);
          }
          return false;
        })();
        const ended = await Promise.race([killed.then(() => false), outputted]);
        watching = false;
        await outputted;
        if (ended && !killedAt) {
          armed = null;
          break;
        }
        await killed;
        await recover(round, 'mail', killedAt);
      }
      armed = null;
      await until(
        `round ${index} sent`,
        async () => {
          const [open] = await c.reader.rows<{ n: number }>(
            `select count(*) as n from shipment s join delivery d on d.id = s.delivery_id
             where d.command_id = ? and (s.status_code < 700 or s.next_attempt_at is not null)`,
            [ordered.id],
          );
          return { open: Number(open?.n), state: await stateOf(c.reader, round) };
        },
        (s) => s.open === 0 && /order=OUTPUTTED/.test(s.state),
        { timeoutMs: 120_000 },
      ).catch((err: unknown) => problems.push(String(err)));
      const checked = await checkRound(c.reader, round, invoices);
      duplicates += checked.duplicates.length;
      lost += checked.lost.length;
      problems.push(...checked.duplicates, ...checked.lost);
      log(
        `round ${index} done after ${((Date.now() - started) / 1000).toFixed(1)} s: ${await stateOf(c.reader, round)}`,
      );
    }
    return {
      rounds,
      kills,
      wallMs: Date.now() - started,
      letters: rounds * options.lettersPerRound,
      duplicates,
      lost,
      problems,
    };
  } finally {
    armed = null;
    await c.stop();
    await smtp.stop();
  }
}
