// The console in a real browser (playwright-core driving Chromium headless) against
// local sidecars and the mock LLM (console/tests/run.sh starts them): the page loads with
// no console errors, a live session appears and advances without a reload, each view
// renders, a really held refund is approved from the page and the same call then
// passes, the context preview compiles, the keyboard reaches every view. The operator's
// cluster mode runs against its API contract served by the browser's router (the API
// itself is tested against a mocked API server in operator/tests/console_mock.rs): a
// user without rights sees no approve button. Screenshots go to $ARGUS_SCREENSHOTS.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const CONSOLE = process.env.ARGUS_CONSOLE_URL;
const PROXY = process.env.ARGUS_PROXY_URL;
const SHOTS = process.env.ARGUS_SCREENSHOTS;
const APPROVALS_CONSOLE = process.env.ARGUS_APPROVALS_CONSOLE_URL;
const APPROVALS_PROXY = process.env.ARGUS_APPROVALS_PROXY_URL;
if (!CONSOLE || !PROXY || !APPROVALS_CONSOLE || !APPROVALS_PROXY || !process.env.CHROMIUM) {
  throw new Error('run through console/tests/run.sh (make console-test): ARGUS_CONSOLE_URL, ARGUS_PROXY_URL, ARGUS_APPROVALS_CONSOLE_URL, ARGUS_APPROVALS_PROXY_URL and CHROMIUM are required');
}
// Generous: a loaded 2-core CI machine runs a debug sidecar and a browser.
const WAIT = { timeout: 20_000 };

// The demo's user turns (demo/agent.py); the mock answers them with demo/mock-script.yaml.
const TURNS = [
  'Hi, I was charged twice for my order.',
  "It's order A-1234, I paid twice for it.",
  'Please just refund me.',
  'Sure, my email is ana@example.com.',
  'Thanks, please go ahead with the refund now.',
  'Did the refund go through?',
  "Great, that's all, thank you!",
];

let browser;
let page;
const problems = [];
const history = [];

async function turn(session, i) {
  history.push({ role: 'user', content: TURNS[i] });
  const r = await fetch(`${PROXY}/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-argus-session-id': session },
    body: JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'system', content: 'You are the Example Shop support agent.' }, ...history] }),
  });
  const body = await r.json();
  const msg = body.choices?.[0]?.message;
  if (msg) history.push({ role: 'assistant', content: msg.content ?? '(tool call)' });
  return r.status;
}

async function shot(name) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

// A fresh page load (a hash-only change would keep the page and its data).
async function go(hash) {
  await page.goto('about:blank');
  await page.goto(`${CONSOLE}${hash}`);
}

before(async () => {
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM, args: ['--no-sandbox'] });
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    // Until the approvals API is served on this admin port, GET /approvals answers 404
    // (the view says so); Chromium logs every failed load, so that one is not a problem.
    if (/\/approvals$/.test(m.location().url)) return;
    problems.push(`console: ${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('requestfailed', (r) => {
    // The event stream is cut when the page navigates; nothing else may fail.
    // A load cut short by leaving the page (net::ERR_ABORTED) is not the page's failure.
    if (/\/events$/.test(r.url()) || r.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${r.url()} (${r.failure()?.errorText})`);
  });
});

after(async () => {
  await browser?.close();
});

test('the page loads with no console errors', async () => {
  await go('#/overview');
  await page.getByRole('heading', { name: 'Overview' }).waitFor(WAIT);
  await page.getByText('Live', { exact: true }).waitFor(WAIT);
  await page.getByText('demo/support-agent').first().waitFor(WAIT);
  assert.deepEqual(problems, []);
});

test('a live session appears and advances without a reload', async () => {
  await go('#/sessions');
  await page.getByRole('heading', { name: 'Sessions' }).waitFor(WAIT);
  const session = 'browser-1';
  const row = page.locator(`tr[data-session="${session}"]`);
  assert.equal(await turn(session, 0), 200);
  await row.waitFor(WAIT);
  await row.locator('td[data-state]').getByText('greeting').waitFor(WAIT);
  assert.equal(await turn(session, 1), 200);
  await row.locator('td[data-state]').getByText('identify_issue').waitFor(WAIT);
  await shot('sessions');

  // The session's timeline, open while the session goes on: the refund before the
  // identity check is a violation, and the next request carries the correction.
  await row.getByRole('link', { name: session }).click();
  await page.locator('[data-current-state]').getByText('identify_issue').waitFor(WAIT);
  assert.equal(await turn(session, 2), 200);
  await page.locator('[data-current-state]').getByText('account_action').waitFor(WAIT);
  await page.getByText(/Violation: .*verify/).first().waitFor(WAIT);
  assert.equal(await turn(session, 3), 200);
  const applied = page.locator('li[data-kind="intervention"]');
  await applied.waitFor(WAIT);
  assert.match(await applied.locator('pre').innerText(), /verif/i);
  for (const i of [4, 5, 6]) assert.equal(await turn(session, i), 200);
  await page.locator('li[data-kind="call"]').nth(6).waitFor(WAIT);
  await page.locator('[data-current-state]').getByText('resolve').waitFor(WAIT);
  await page.locator('[data-calls="7"]').waitFor(WAIT);
  assert.match(await page.locator('[data-trace]').innerText(), /^[0-9a-f]{32}$/);
  await shot('session');
});

test('the workflow view draws the state machine with live counts', async () => {
  await go('#/workflows');
  const graph = page.getByRole('img', { name: /State machine of workflow support/ });
  await graph.waitFor(WAIT);
  const states = await page.locator('g.state').count();
  assert.ok(states >= 5, `${states} states drawn`);
  await page.locator('g.state[data-state="resolve"] text[data-sessions="1"]').waitFor(WAIT);
  await page.locator('td[data-violations="verify-before-account-action"]').getByText('1').waitFor(WAIT);
  await shot('workflows');
});

test('the overview counts the last hour', async () => {
  await go('#/overview');
  const requests = page.locator('[data-count="requests (last hour)"]');
  await requests.getByText('7').waitFor(WAIT);
  await page.locator('[data-count="violations (last hour)"]').waitFor(WAIT);
  await shot('overview');
});

test('the actors view shows the actor and its tools', async () => {
  await go('#/actors');
  await page.getByRole('link', { name: 'support-agent' }).click();
  await page.getByRole('heading', { name: /Actor support-agent/ }).waitFor(WAIT);
  await page.getByRole('cell', { name: 'issue_refund' }).first().waitFor(WAIT);
  await shot('actors');
});

// The approval scene's agent turn (demo/approval.py): the mock proposes the refund.
async function refund() {
  const r = await fetch(`${APPROVALS_PROXY}/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'gpt-4o-mini', user: 'browser-approval', messages: [{ role: 'user', content: 'Please refund the 420.00 for order A-1234.' }] }),
  });
  assert.equal(r.status, 200);
  return (await r.json()).choices[0].message;
}

test('a held refund is approved from the page, and the same call then passes', async () => {
  const held = await refund();
  const name = /awaiting approval (\S+)/.exec(held.content ?? '')?.[1];
  assert.ok(name, `the refund was not held: ${JSON.stringify(held)}`);
  await page.goto('about:blank');
  await page.goto(`${APPROVALS_CONSOLE}#/approvals`);
  const card = page.locator(`article[data-approval="${name}"]`);
  await card.waitFor(WAIT);
  assert.match(await card.locator('pre').innerText(), /"order_id": "A-1234"/);
  await card.getByLabel(/Comment/).fill('refund checked with the customer');
  await shot('approvals');
  await card.getByRole('button', { name: /Approve issue_refund/ }).click();
  await page.getByText(`issue_refund (${name}) approved.`).waitFor(WAIT);
  await page.getByRole('cell', { name: 'refund checked with the customer' }).waitFor(WAIT);
  const passed = await refund();
  assert.deepEqual((passed.tool_calls ?? []).map((c) => c.function.name), ['issue_refund'], JSON.stringify(passed));
  assert.deepEqual(problems, []);
});

test("the approvals view reads the sidecar's own approvals API", async () => {
  // Nothing in the browser session was deferred: the real (unmocked) queue is empty.
  await go('#/approvals');
  await page.getByRole('heading', { name: 'Waiting for a decision (0)' }).waitFor(WAIT);
  await page.getByText('Nothing waits for a decision.').waitFor(WAIT);
  assert.equal(await page.getByRole('alert').count(), 0);
});

test('every view is reachable with the keyboard', async () => {
  await go('#/overview');
  await page.getByRole('heading', { name: 'Overview' }).waitFor(WAIT);
  const focused = () => page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el?.textContent?.trim();
  });
  // The skip link comes first, then the views in order.
  for (let i = 0; i < 3 && (await focused()) !== 'Skip to content'; i++) await page.keyboard.press('Tab');
  assert.equal(await focused(), 'Skip to content');
  for (const name of ['Overview', 'Workflows', 'Sessions']) {
    await page.keyboard.press('Tab');
    assert.equal(await focused(), name);
  }
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'Sessions' }).waitFor(WAIT);
  assert.equal(await page.locator('a[aria-current="page"]').innerText(), 'Sessions');
});

test('the context preview shows what a request would be given, and why', async () => {
  await go('#/context');
  await page.getByRole('heading', { name: 'Context preview' }).waitFor(WAIT);
  await page.getByLabel('User turn').fill('Where is the refund for order A-1234?');
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.locator('[data-preview]');
  await preview.waitFor(WAIT);
  assert.match(await preview.locator('[data-tokens]').innerText(), /^\d+$/);
  assert.equal(await page.getByRole('alert').count(), 0);
  await shot('context');
});

// The operator's console API, as operator/src/console serves it (shapes from its tests).
const CLUSTER = {
  overview: {
    mode: 'cluster', user: 'jo@example.com', namespaces: [{
      name: 'shop', pendingApprovals: 1, redis: { present: true, readyReplicas: 1 },
      workloads: [{ kind: 'Deployment', name: 'support', workflows: ['support'], actor: 'support-agent', policy: 'support', gateStack: 'support', replicas: 2, readyReplicas: 2 }],
      pods: [
        { name: 'support-7c9-abcde', phase: 'Running', sidecar: { present: true, ready: true, restarts: 0 }, embedder: { present: true, ready: true, restarts: 0 } },
        { name: 'support-7c9-fghij', phase: 'Running', sidecar: { present: true, ready: true, restarts: 0 }, embedder: { present: true, ready: false, restarts: 2 } },
      ],
    }],
  },
  approvals: [{
    name: 'apr-7f3a', tenant: 'shop/support-agent', actor: 'support-agent', session: 'c-42', tool: 'issue_refund', tier: 'DELETE',
    arguments: '{"order_id":"A-1234","amount":420.0}', argumentsSha256: 'ab12cd34ef56ab12cd34ef56ab12cd34ef56ab12cd34ef56ab12cd34ef56ab12',
    route: 'ops', approvers: { groups: ['ops-team'], users: [] }, reasons: ['tier DELETE needs ops-team'], phase: 'Pending',
    createdAt: new Date().toISOString(), expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
  }],
  actors: [{
    name: 'support-agent', tenant: 'shop/support-agent',
    spec: { role: 'support', tier: 'MODIFY', talents: [], tools: [{ name: 'issue_refund', description: 'Refund an order', runtime: 'http' }] },
    status: { conditions: [{ type: 'Ready', status: 'True', reason: 'Compiled' }], boundPods: 2, mailboxDepth: 3, activeSessions: 5, promptHash: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08' },
  }],
  audit: {
    entries: [
      { seq: 1, timestamp: new Date().toISOString(), agent_id: 'shop/support-agent', action: 'gate_decision', tool_name: 'lookup_order', decision: 'EXECUTE', trace_id: '4bf92f3577b34da6a3ce929d0e0e4736' },
      { seq: 2, timestamp: new Date().toISOString(), agent_id: 'shop/support-agent', action: 'gate_decision', tool_name: 'issue_refund', decision: 'DEFER', trace_id: '4bf92f3577b34da6a3ce929d0e0e4736' },
    ],
    truncated: false,
  },
  verify: { namespace: 'shop', ok: true, chains: [{ tenant: 'shop/support-agent', ok: true, entries: 2, gaps: 0, lost: 0 }] },
};

// Leaves the mocked page first: its late loads must not reach the real sidecar unmocked.
async function leaveCluster() {
  await page.goto('about:blank');
  await page.unrouteAll({ behavior: 'wait' });
}

async function cluster(rights, groups = ['ops-team', 'system:authenticated']) {
  const posted = [];
  await page.route('**/console/api/overview', (r) => r.fulfill({ json: CLUSTER.overview }));
  await page.route('**/console/api/namespaces/shop/rights', (r) => r.fulfill({ json: { user: 'jo@example.com', groups, ...rights } }));
  await page.route('**/console/api/namespaces/shop/workflows', (r) => r.fulfill({ json: { workflows: [] } }));
  await page.route('**/console/api/namespaces/shop/actors', (r) => r.fulfill({ json: CLUSTER.actors }));
  await page.route('**/console/api/namespaces/shop/sessions', (r) => r.fulfill({ json: [] }));
  await page.route('**/console/api/namespaces/shop/approvals', (r) => r.fulfill({ json: CLUSTER.approvals }));
  await page.route('**/console/api/namespaces/shop/approvals/*/*', (r) => {
    posted.push(new URL(r.request().url()).pathname);
    return r.fulfill({ status: 403, json: { error: { message: 'forbidden' } } });
  });
  await page.route(/\/console\/api\/namespaces\/shop\/audit\?/, (r) => r.fulfill({ json: CLUSTER.audit }));
  await page.route('**/console/api/namespaces/shop/audit/verify', (r) => r.fulfill({ json: CLUSTER.verify }));
  await page.route('**/console/api/namespaces/shop/events', (r) => r.fulfill({ headers: { 'content-type': 'text/event-stream' }, body: 'retry: 60000\n: connected\n\n' }));
  return posted;
}

test('in cluster mode a user without the right to decide sees no approve button', async () => {
  const posted = await cluster({ approve: false, approvals: true, audit: true, workflows: true, actors: true });
  await go('?namespace=shop#/approvals');
  await page.locator('[data-user]').getByText('jo@example.com').waitFor(WAIT);
  const card = page.locator('article[data-approval="apr-7f3a"]');
  await card.waitFor(WAIT);
  await page.locator('[data-no-rights]').waitFor(WAIT);
  assert.equal(await card.getByRole('button').count(), 0);
  assert.equal(await page.getByRole('button', { name: /Approve/ }).count(), 0);
  assert.deepEqual(posted, []);
  await leaveCluster();
});

test('in cluster mode a user with the right sees approve and deny', async () => {
  await cluster({ approve: true, approvals: true, audit: true, workflows: true, actors: true });
  await go('?namespace=shop#/approvals');
  const card = page.locator('article[data-approval="apr-7f3a"]');
  await card.getByRole('button', { name: /Approve issue_refund/ }).waitFor(WAIT);
  await card.getByRole('button', { name: /Deny issue_refund/ }).waitFor(WAIT);
  assert.equal(await page.locator('[data-no-rights]').count(), 0);
  await leaveCluster();
});

test('in cluster mode a decision routed to other approvers shows no buttons either', async () => {
  await cluster({ approve: true, approvals: true, audit: true, workflows: true, actors: true }, ['support', 'system:authenticated']);
  await go('?namespace=shop#/approvals');
  const card = page.locator('article[data-approval="apr-7f3a"]');
  await card.locator('[data-not-approver]').getByText('Only group:ops-team may decide this one.').waitFor(WAIT);
  assert.equal(await card.getByRole('button').count(), 0);
  await leaveCluster();
});

test('in cluster mode the overview shows pod health, the audit view the trail with its verify badge, an actor its status', async () => {
  await cluster({ approve: true, approvals: true, audit: true, workflows: true, actors: true });
  await go('?namespace=shop#/overview');
  const ns = page.locator('section[data-namespace="shop"]');
  await ns.waitFor(WAIT);
  await ns.locator('[data-redis]').getByText('ready').waitFor(WAIT);
  await ns.locator('tr[data-pod="support-7c9-fghij"]').getByText('2 restarts').waitFor(WAIT);
  await shot('cluster-overview');
  await go('?namespace=shop#/audit');
  await page.locator('[data-verify="ok"]').waitFor(WAIT);
  await page.locator('tr[data-seq="2"]').getByText('DEFER').waitFor(WAIT);
  await shot('audit');
  await go('?namespace=shop#/actors/support-agent');
  await page.locator('[data-actor-status]').getByText(/2 bound pods · mailbox 3 · 5 active sessions/).waitFor(WAIT);
  assert.deepEqual(problems, []);
  await leaveCluster();
});
