import fs from 'node:fs';
import path from 'node:path';
import { serviceSchema, type PreflightFinding } from '@postbridge/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { flawedLetters, nineSheetLetter } from '../../test/flawed-letters';
import { depositFile, orderJob, sendingContext, useProvider, type SendingContext } from './testing';

// Print pre-flight end to end (issue 23; docs/domain-decisions.md "Print pre-flight"): letters deposited
// through the API, each with one flaw a print shop would refuse or warn about, are checked against the demo
// "Simple mail" channel (A4, datamatrix bottom left, black and white, DL envelope by default); each finding is
// on the right letter, page and area, refusing findings keep the letter off the channel when ordering, and the
// report lists them.

let c: SendingContext;
beforeEach(async () => {
  c = await sendingContext();
});
afterEach(async () => {
  await c?.t.close();
});

type Group = { id: string; position: number; inputFileId: string; preflight: PreflightFinding[] };

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  c.t.app.inject({ method, url, headers: { 'x-auth-token': c.token }, ...(payload && { payload }) });

const groupsOf = async (jobId: string) =>
  ((await call('GET', `/api/jobs/${jobId}/packGroups`)).json().result as Group[]).sort(
    (a, b) => a.position - b.position,
  );

/** The findings of a letter but the font every test letter has (pdf-lib does not embed Helvetica). */
const flaws = (g: Group) =>
  g.preflight.filter((f) => !(f.code === 'fontNotEmbedded' && f.params.font === 'Helvetica'));

describe('print pre-flight', () => {
  it('finds each flaw on its letter and page, refuses what the service refuses, and reports it', async () => {
    const jobId = await depositFile(c, 'Letters', {
      field: 'file.letters.0',
      name: 'flawed.pdf',
      content: await flawedLetters(),
    });
    const groups = await groupsOf(jobId);
    expect(groups).toHaveLength(10);
    const expected = [
      ['orientation', 'refuse'],
      ['pageSize', 'refuse'],
      ['lowResolution', 'warn'],
      ['addressWindow', 'refuse'],
      ['unprintableEdge', 'warn'],
      ['technicalArea', 'refuse'],
      ['colourOnBlackAndWhite', 'warn'],
      ['type3Font', 'warn'],
      ['fontNotSubstitutable', 'refuse'],
    ] as const;
    for (const [i, [code, severity]] of expected.entries()) {
      const group = groups[i]!;
      expect(
        flaws(group).map((f) => [f.code, f.severity]),
        `letter ${i + 1}`,
      ).toEqual([[code, severity]]);
      const finding = flaws(group)[0]!;
      expect(finding.serviceChannels).toEqual(['Simple mail']);
      // One letter a page: letter k is page k of the deposited file.
      expect(finding.inputFileId).toBe(group.inputFileId);
      expect(finding.page).toBe(i + 1);
    }
    // Every letter names Helvetica without embedding it: composition embeds its metric twin, a warning.
    for (const group of groups)
      expect(group.preflight).toContainEqual(
        expect.objectContaining({
          code: 'fontNotEmbedded',
          severity: 'warn',
          params: expect.objectContaining({ font: 'Helvetica', substitute: 'Helvetica' }),
        }),
      );
    expect(flaws(groups[9]!)).toEqual([]);

    // Where the user is shown the problem: the image of 72 dpi, the logo over the window, the datamatrix area.
    const areaOf = (i: number) => flaws(groups[i]!)[0]!.area!;
    expect(areaOf(2)).toEqual({
      left: expect.closeTo(20, 0),
      top: expect.closeTo(160, 0),
      width: expect.closeTo(60, 0),
      height: expect.closeTo(40, 0),
    });
    expect(flaws(groups[2]!)[0]!.params).toEqual(expect.objectContaining({ dpi: 72 }));
    expect(areaOf(3)).toEqual({
      left: expect.closeTo(150, 0),
      top: expect.closeTo(47, 0),
      width: expect.closeTo(30, 0),
      height: expect.closeTo(10, 0),
    });
    expect(areaOf(5)).toEqual({ left: 5, top: 277, width: 10, height: 10 });

    // Ordering: refused letters stay off Simple mail (the service's only channel), with the finding as reason.
    const plan = (
      await call('POST', '/api/deliveries/checkOptions', { packGroupIds: groups.map((g) => g.id) })
    ).json().result as {
      channels: { packGroupIds: string[] }[];
      notEligible: { packGroupId: string; reasons: { key: string }[] }[];
    };
    const refused = [0, 1, 3, 5, 8].map((i) => groups[i]!.id);
    expect(plan.notEligible.map((n) => n.packGroupId).sort()).toEqual([...refused].sort());
    expect(plan.notEligible.find((n) => n.packGroupId === groups[3]!.id)!.reasons).toEqual([
      expect.objectContaining({
        key: 'preflight.addressWindow',
        path: `packGroups.${groups[3]!.id}.preflight`,
      }),
    ]);
    expect(plan.channels.flatMap((p) => p.packGroupIds).sort()).toEqual(
      groups
        .filter((g) => !refused.includes(g.id))
        .map((g) => g.id)
        .sort(),
    );

    // The report: a count per code, then one line per finding with its message.
    const report = await call('GET', `/api/jobs/${jobId}/preflight.csv`);
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toMatch(/^text\/csv/);
    const lines = report.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toContain('addressWindow;Address window;1;0');
    expect(lines).toContain('fontNotEmbedded;Font not embedded;0;10');
    expect(lines.find((l) => l.startsWith('3;;flawed.pdf;3;Simple mail;lowResolution;Warning;'))).toContain(
      'An image is 72 dpi at its printed size',
    );
  });

  it('refuses a letter of more sheets than its envelope holds, and the service decides what refuses', async () => {
    const jobId = await depositFile(c, 'Letter batch', {
      field: 'file.letters.0',
      name: 'long.pdf',
      content: await nineSheetLetter(),
    });
    const [group] = await groupsOf(jobId);
    expect(flaws(group!)).toEqual([
      expect.objectContaining({
        code: 'envelopeCapacity',
        severity: 'refuse',
        page: null,
        params: expect.objectContaining({ sheets: 9, capacity: 8, envelope: 'DL' }),
      }),
    ]);

    // A service whose letters go in a larger envelope by hand may warn only: the next deposit is not refused.
    const row = await c.t.deps.db
      .selectFrom('service')
      .select(['id', 'configuration'])
      .where('name', '=', 'Letter batch')
      .executeTakeFirstOrThrow();
    const service = serviceSchema.parse(JSON.parse(row.configuration));
    service.preflightRefusals = service.preflightRefusals.filter((code) => code !== 'envelopeCapacity');
    await c.t.deps.db
      .updateTable('service')
      .set({ configuration: JSON.stringify(service) })
      .where('id', '=', row.id)
      .execute();
    const again = await depositFile(c, 'Letter batch', {
      field: 'file.letters.0',
      name: 'long.pdf',
      content: await nineSheetLetter(),
    });
    const [warned] = await groupsOf(again);
    expect(flaws(warned!).map((f) => [f.code, f.severity])).toEqual([['envelopeCapacity', 'warn']]);
    const plan = (await call('POST', '/api/deliveries/checkOptions', { packGroupIds: [warned!.id] })).json()
      .result as { notEligible: unknown[] };
    expect(plan.notEligible).toEqual([]);
  });

  it('tells the print shop, in the manifest of each file, the warnings of the letters it prints', async () => {
    await useProvider(c, 'simple-mail', 'print-drop');
    const jobId = await depositFile(c, 'Letters', {
      field: 'file.letters.0',
      name: 'flawed.pdf',
      content: await flawedLetters(),
    });
    const groups = await groupsOf(jobId);
    await orderJob(c, jobId);
    await c.t.deps.queue.drain();
    const dropped = path.join(c.t.deps.config.dataDir, 'print-drop', 'simple-mail');
    const manifests = (fs.readdirSync(dropped, { recursive: true }) as string[])
      .filter((name) => name.endsWith('.json'))
      .map(
        (name) =>
          JSON.parse(fs.readFileSync(path.join(dropped, name), 'utf8')) as {
            preflight: Record<string, number>;
            shipments: { shipmentId: string; preflight: Omit<PreflightFinding, 'serviceChannels'>[] }[];
          },
      );
    const shipments = manifests.flatMap((m) => m.shipments);
    // The five refused letters stay home; the five others are printed with their warnings.
    expect(shipments).toHaveLength(5);
    const counts: Record<string, number> = {};
    for (const m of manifests)
      for (const [code, n] of Object.entries(m.preflight)) counts[code] = (counts[code] ?? 0) + n;
    expect(counts).toEqual({
      fontNotEmbedded: 5,
      lowResolution: 1,
      unprintableEdge: 1,
      colourOnBlackAndWhite: 1,
      type3Font: 1,
    });
    expect(shipments.flatMap((s) => s.preflight)).toContainEqual(
      expect.objectContaining({
        code: 'lowResolution',
        severity: 'warn',
        inputFileId: groups[2]!.inputFileId,
        page: 3,
      }),
    );
  });
});
