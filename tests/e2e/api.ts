import { createHmac } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import type { Page } from 'playwright-core';

// What the end-to-end specs prepare through the product's HTTP API (docs/api.md) before driving the screens.

export const baseUrl = inject('baseUrl');
export const samples = path.resolve(import.meta.dirname, '../../samples');

export const USERS = {
  sender: 'Demo-sender-2026',
  validator: 'Demo-validator-2026',
  admin: 'Demo-admin-2026',
} as const;

export async function api<T>(
  method: 'GET' | 'POST',
  url: string,
  token: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const isForm = body instanceof FormData;
  const res = await fetch(`${baseUrl}/api${url}`, {
    method,
    headers: {
      ...(token ? { 'x-auth-token': token } : {}),
      ...(body === undefined || isForm ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body:
      body === undefined ? undefined : isForm ? body : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const json = (await res.json()) as { result?: T; error?: unknown };
  if (!res.ok || json.result === undefined) throw new Error(`${method} ${url}: ${JSON.stringify(json)}`);
  return json.result;
}

export async function tokenOf(login: keyof typeof USERS): Promise<string> {
  const { authToken } = await api<{ authToken: string }>('POST', '/authentication/authenticate', null, {
    login,
    password: USERS[login],
  });
  return authToken;
}

/** A deposit of a sample file into a demo service, waited for until its letters exist; answers the job id. */
export async function depositSample(
  token: string,
  serviceName: string,
  field: string,
  file: string,
  jobName: string,
): Promise<string> {
  const services = await api<{ id: string; name: string }[]>('GET', '/services', token);
  const service = services.find((s) => s.name === serviceName);
  if (!service) throw new Error(`no "${serviceName}" service`);
  const form = new FormData();
  form.set('parameters', JSON.stringify({ serviceId: service.id, jobName }));
  form.set(field, new Blob([await fs.readFile(path.join(samples, file))]), file);
  const job = await api<{ id: string }>('POST', '/jobs', token, form);
  for (let attempt = 0; attempt < 120; attempt++) {
    const { state } = await api<{ state: string }>('GET', `/jobs/${job.id}`, token);
    if (state === 'PACK_GROUPS_CREATED') return job.id;
    if (state.endsWith('ERROR') || state === 'CANCELLED') throw new Error(`the deposit ended in ${state}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the deposit did not reach PACK_GROUPS_CREATED in 60 s');
}

/** Orders every letter of a job with the service's default options; answers the command. */
export async function orderJob(
  token: string,
  jobId: string,
): Promise<{ id: string; state: string; version: number }> {
  const groups = await api<{ id: string }[]>('GET', `/jobs/${jobId}/packGroups`, token);
  return api('POST', '/deliveries/commands', token, { packGroupIds: groups.map((g) => g.id) });
}

/** Signs in through the sign-in screen and waits for the page asked for. */
export async function signIn(page: Page, from: string, login: keyof typeof USERS): Promise<void> {
  await page.goto(`${baseUrl}/?from=${encodeURIComponent(from)}`);
  await page.getByLabel('Login', { exact: true }).fill(login);
  await page.getByLabel('Password', { exact: true }).fill(USERS[login]);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname + url.search === from || url.pathname === from);
}

/**
 * Reports a status of a shipment as the simulator's provider would: a signed call to the tracking entry point
 * (docs/providers.md "Tracking"), with the carrier's tracking number when one is given.
 */
export async function reportStatus(
  shipmentId: string,
  statusCode: number,
  extra: { trackingValue?: string } = {},
): Promise<void> {
  const body = JSON.stringify({
    events: [
      {
        eventId: `e2e-${shipmentId}-${statusCode}`,
        shipmentId,
        statusCode,
        at: new Date().toISOString(),
        ...extra,
      },
    ],
  });
  const ts = String(Math.floor(Date.now() / 1000));
  const signature = `sha256=${createHmac('sha256', inject('trackingSecret')).update(`${ts}.${body}`).digest('hex')}`;
  await api('POST', '/tracking/simulator', null, body, {
    'x-postbridge-timestamp': ts,
    'x-postbridge-signature': signature,
  });
}
