// The console in cluster mode against the operator's real console router
// (operator/examples/console_server.rs), started by console/tests/run.sh over a fake
// Kubernetes API server (console/tests/fake-kube.mjs: tokens of alice and bob, their
// access reviews, namespace `shop`) and a real Redis that a real sidecar of tenant
// shop/support-agent feeds: the overview shows the namespace's last-hour numbers, a
// session's timeline renders from Redis, the workflow graph counts live sessions, and a
// user without the right to decide sees no approve button. New session activity arrives
// live (the operator's event stream says `sessions`). Screenshots go to
// $ARGUS_SCREENSHOTS.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const CONSOLE = process.env.ARGUS_OPERATOR_CONSOLE_URL;
const PROXY = process.env.ARGUS_CLUSTER_PROXY_URL;
const SHOTS = process.env.ARGUS_SCREENSHOTS;
if (!CONSOLE || !PROXY || !SHOTS || !process.env.CHROMIUM) {
  throw new Error('run through console/tests/run.sh (make console-test): ARGUS_OPERATOR_CONSOLE_URL, ARGUS_CLUSTER_PROXY_URL, ARGUS_SCREENSHOTS and CHROMIUM are required');
}
// Generous: a loaded 2-core CI machine runs debug binaries and a browser.
const WAIT = { timeout: 20_000 };
const SESSION = 'cluster-1';
// The demo's first user turns (demo/agent.py); the mock answers with demo/mock-script.yaml.
const TURNS = ['Hi, I was charged twice for my order.', "It's order A-1234, I paid twice for it.", 'Please just refund me.'];

let browser;
const problems = [];
const history = [];

async function turn(content) {
  history.push({ role: 'user', content });
  const r = await fetch(`${PROXY}/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-argus-session-id': SESSION },
    body: JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'system', content: 'You are the Example Shop support agent.' }, ...history] }),
  });
  const text = await r.text();
  assert.equal(r.status, 200, text);
  const msg = JSON.parse(text).choices?.[0]?.message;
  history.push({ role: 'assistant', content: msg?.content ?? '(tool call)' });
}

// A page signed in with `token` (the header `kubectl argus console` adds).
async function signedIn(token) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
  const page = await context.newPage();
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()} (${m.location().url})`); });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  return page;
}

async function shot(page, name) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

// Reloads `hash` until `locator(page)` shows `text`: the sidecar writes to Redis in the
// background, so the numbers arrive a moment after the calls.
async function until(page, hash, locator, text) {
  const deadline = Date.now() + WAIT.timeout;
  for (;;) {
    await page.goto('about:blank');
    await page.goto(`${CONSOLE}${hash}`);
    try {
      await locator(page).getByText(text, { exact: true }).waitFor({ timeout: 2_000 });
      return;
    } catch (e) {
      if (Date.now() > deadline) throw e;
    }
  }
}

before(async () => {
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM, args: ['--no-sandbox'] });
  for (const content of TURNS) await turn(content);
});

after(async () => {
  await browser?.close();
});

test('the real operator: the overview shows the namespace, its pod and its last-hour numbers', async () => {
  const page = await signedIn('alice-token');
  const ns = (p) => p.locator('section[data-namespace="shop"]');
  await until(page, '?namespace=shop#/overview', (p) => ns(p).locator('[data-count="requests (last hour)"]'), String(TURNS.length));
  await page.locator('[data-user]').getByText('alice@example.com').waitFor(WAIT);
  await ns(page).locator('tr[data-pod="support-5d8f-x2k9q"]').waitFor(WAIT);
  await ns(page).locator('[data-count="pending approvals"]').getByText('1').waitFor(WAIT);
  await shot(page, 'operator-overview');
  assert.deepEqual(problems, []);
  await page.context().close();
});

test("the real operator: a session's timeline renders from Redis, and the workflow counts it", async () => {
  const page = await signedIn('alice-token');
  await until(page, '?namespace=shop#/sessions', (p) => p.locator(`tr[data-session="${SESSION}"]`).locator('td').nth(2), String(TURNS.length));
  await page.locator(`tr[data-session="${SESSION}"]`).getByRole('link', { name: SESSION }).click();
  await page.getByRole('heading', { name: `Session ${SESSION}` }).waitFor(WAIT);
  const timeline = page.getByRole('list', { name: `Timeline of session ${SESSION}, oldest first` });
  await timeline.waitFor(WAIT);
  assert.equal(await timeline.locator('li[data-kind="call"]').count(), TURNS.length);
  assert.ok(await timeline.locator('li[data-kind="step"]').count() >= 1);
  const state = (await page.locator('[data-current-state]').textContent()).trim();
  assert.notEqual(state, '–');
  await shot(page, 'operator-session');
  await page.goto('about:blank');
  await page.goto(`${CONSOLE}?namespace=shop#/workflows`);
  await page.locator(`[data-sessions="1"]`).first().waitFor(WAIT);
  // The step into account_action skipped verification: counted per constraint.
  await page.locator('td[data-violations="verify-before-account-action"]').getByText('1', { exact: true }).waitFor(WAIT);
  // Live: a new call of the session reaches the open list without a reload.
  await page.goto(`${CONSOLE}?namespace=shop#/sessions`);
  const calls = page.locator(`tr[data-session="${SESSION}"]`).locator('td').nth(2);
  await calls.getByText(String(TURNS.length), { exact: true }).waitFor(WAIT);
  await page.getByText('Live', { exact: true }).waitFor(WAIT);
  await turn('Sure, my email is ana@example.com.');
  await calls.getByText(String(TURNS.length + 1), { exact: true }).waitFor(WAIT);
  assert.deepEqual(problems, []);
  await page.context().close();
});

test('the real operator: a user without the right to decide sees no approve button', async () => {
  const page = await signedIn('bob-token');
  await page.goto(`${CONSOLE}?namespace=shop#/approvals`);
  const card = page.locator('article[data-approval="apr-9c1e"]');
  await card.waitFor(WAIT);
  await page.locator('[data-no-rights]').waitFor(WAIT);
  assert.equal(await card.getByRole('button').count(), 0);
  await shot(page, 'operator-approvals-no-rights');
  // alice, who may decide and is among the approvers, sees the buttons on the same page.
  const alice = await signedIn('alice-token');
  await alice.goto(`${CONSOLE}?namespace=shop#/approvals`);
  await alice.locator('article[data-approval="apr-9c1e"]').getByRole('button', { name: /Approve issue_refund/ }).waitFor(WAIT);
  assert.deepEqual(problems, []);
  await page.context().close();
  await alice.context().close();
});
