// The console in a real browser (playwright-core driving Chromium headless) against a
// local sidecar and the mock LLM (console/tests/run.sh starts them): the page loads with
// no console errors, a live session appears and advances without a reload, each view
// renders, the approvals view decides through the approvals API contract, the keyboard
// reaches every view. Screenshots of each view go to $ARGUS_SCREENSHOTS.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const CONSOLE = process.env.ARGUS_CONSOLE_URL;
const PROXY = process.env.ARGUS_PROXY_URL;
const SHOTS = process.env.ARGUS_SCREENSHOTS;
if (!CONSOLE || !PROXY || !process.env.CHROMIUM) {
  throw new Error('run through console/tests/run.sh (make console-test): ARGUS_CONSOLE_URL, ARGUS_PROXY_URL and CHROMIUM are required');
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
    if (!r.url().endsWith('/api/events')) problems.push(`request failed: ${r.url()}`);
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

test('approvals are decided through the approvals API, with the comment', async () => {
  // The approvals API (GET /approvals, POST /approvals/{name}/approve|deny) belongs to
  // the approvals work; here its contract is served by the browser's router.
  const items = [{
    name: 'apr-7f3a', tenant: 'demo/support-agent', actor: 'support-agent', session: 'browser-1',
    tool: 'issue_refund', tier: 'MODIFY', argumentsSha256: 'ab12cd34ef56ab12cd34ef56ab12cd34ef56ab12cd34ef56ab12cd34ef56ab12',
    arguments: { order_id: 'A-1234', amount: 42 }, route: 'support-leads', approvers: ['group:support-leads'],
    reasons: ['tier MODIFY needs a human'], phase: 'Pending', createdAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(), decidedBy: null, decidedAt: null, comment: null,
  }];
  const posted = [];
  await page.route('**/approvals', (route) => route.fulfill({ json: items }));
  await page.route('**/approvals/*/*', async (route) => {
    const req = route.request();
    posted.push({ method: req.method(), url: new URL(req.url()).pathname, body: req.postDataJSON() });
    Object.assign(items[0], { phase: 'Approved', decidedBy: 'local', comment: req.postDataJSON().comment });
    await route.fulfill({ json: items[0] });
  });
  await go('#/approvals');
  const card = page.locator('article[data-approval="apr-7f3a"]');
  await card.waitFor(WAIT);
  await card.getByLabel(/Comment/).fill('refund checked with the customer');
  await shot('approvals');
  await card.getByRole('button', { name: /Approve issue_refund/ }).click();
  await page.getByText('issue_refund (apr-7f3a) approved.').waitFor(WAIT);
  assert.deepEqual(posted, [{ method: 'POST', url: '/approvals/apr-7f3a/approve', body: { comment: 'refund checked with the customer' } }]);
  await page.getByRole('cell', { name: 'refund checked with the customer' }).waitFor(WAIT);
  await page.unrouteAll();
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
