// The console's data: JSON from the sidecar's /console/api and the live entries of
// /console/api/events (server-sent events). Views read `store` and re-render on its
// `change` events; nothing polls.

export async function getJson(path) {
  const r = await fetch(path, { headers: { accept: 'application/json' } });
  const text = await r.text();
  let body = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    throw new Error(`${path} answered ${r.status} with a body that is not JSON`);
  }
  if (!r.ok) {
    const message = body?.error?.message ?? body?.message ?? text;
    const e = new Error(`${path} answered ${r.status}: ${message}`);
    e.status = r.status;
    throw e;
  }
  return body;
}

export async function postJson(path, value) {
  const r = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(value),
  });
  const text = await r.text();
  if (!r.ok) {
    let message = text;
    try {
      const b = JSON.parse(text);
      message = b?.error?.message ?? b?.message ?? text;
    } catch { /* the body is the message */ }
    throw new Error(`${path} answered ${r.status}: ${message}`);
  }
  return text ? JSON.parse(text) : null;
}

// A session summary's counters after `entry` (as the sidecar counts them).
function count(s, entry) {
  if (entry.kind === 'call') {
    s.calls += 1;
    s.tokens += entry.inputTokens + entry.outputTokens;
    if (entry.gate?.decision === 'REFUSE') s.refusals += 1;
  }
  if (entry.kind === 'step') s.violations += entry.violations.length;
  if (entry.kind === 'refusal' && entry.status >= 400 && entry.status < 500) s.refusals += 1;
}

class Store extends EventTarget {
  constructor() {
    super();
    this.overview = null;
    this.workflow = null;
    this.sessions = [];
    this.actors = [];
    this.details = new Map(); // session id -> detail, for sessions being looked at
    this.connected = false;
    this.error = null;
    this.lastEntry = null;
    // The approvals API of this sidecar's admin port (GET /approvals).
    this.approvals = { items: [], error: null, loaded: false };
  }

  get pendingApprovals() {
    if (!this.approvals.loaded || this.approvals.error) return null;
    return this.approvals.items.filter((a) => String(a.phase).toLowerCase() === 'pending').length;
  }

  async loadApprovals() {
    try {
      const items = await getJson('/approvals');
      this.approvals = { items: Array.isArray(items) ? items : [], error: null, loaded: true };
    } catch (e) {
      this.approvals = {
        items: [],
        loaded: true,
        error: e.status === 404
          ? 'This sidecar has no approvals API (GET /approvals answered 404).'
          : e.message,
      };
    }
    this.changed('approvals');
  }

  async decide(name, verdict, comment) {
    await postJson(`/approvals/${encodeURIComponent(name)}/${verdict}`, { comment });
    await this.loadApprovals();
  }

  changed(what) {
    this.dispatchEvent(new CustomEvent('change', { detail: what }));
  }

  async refresh() {
    try {
      const [overview, workflow, sessions, actors] = await Promise.all([
        getJson('api/overview'),
        getJson('api/workflow'),
        getJson('api/sessions'),
        getJson('api/actors'),
      ]);
      Object.assign(this, { overview, workflow, sessions, actors, error: null });
      for (const id of this.details.keys()) await this.loadSession(id);
      await this.loadApprovals();
    } catch (e) {
      this.error = e.message;
    }
    this.changed('all');
  }

  async loadSession(id) {
    try {
      this.details.set(id, await getJson(`api/sessions/${encodeURIComponent(id)}`));
    } catch (e) {
      this.details.set(id, { error: e.message });
    }
    this.changed('session');
  }

  connect() {
    const source = new EventSource('api/events');
    source.onopen = () => {
      this.connected = true;
      this.refresh();
    };
    source.onerror = () => {
      this.connected = false;
      this.changed('connection');
    };
    source.addEventListener('resync', () => this.refresh());
    source.addEventListener('entry', (ev) => this.apply(JSON.parse(ev.data)));
  }

  // One live entry: the session list and an open timeline change at once; the counts
  // and the per-state numbers are re-read (small answers).
  apply({ session, state, entry }) {
    this.lastEntry = { session, entry };
    const detail = this.details.get(session);
    if (detail?.entries && !detail.entries.some((e) => e.seq === entry.seq)) {
      detail.entries.push(entry);
      detail.state = state;
      count(detail, entry);
    }
    let s = this.sessions.find((x) => x.session === session);
    if (!s) {
      s = { session, state, firstMs: entry.atMs, lastMs: entry.atMs, calls: 0, violations: 0, refusals: 0, tokens: 0 };
      this.sessions.unshift(s);
    }
    s.state = state;
    s.lastMs = entry.atMs;
    count(s, entry);
    this.sessions.sort((a, b) => b.lastMs - a.lastMs);
    this.changed('entry');
    // A held tool call creates an approval: the queue is re-read when one is deferred.
    if (entry.kind === 'call' && entry.gate?.decision === 'DEFER') this.loadApprovals();
    clearTimeout(this.countsTimer);
    this.countsTimer = setTimeout(() => this.refreshCounts(), 150);
  }

  async refreshCounts() {
    try {
      const [overview, workflow] = await Promise.all([getJson('api/overview'), getJson('api/workflow')]);
      Object.assign(this, { overview, workflow });
      this.changed('counts');
    } catch (e) {
      this.error = e.message;
      this.changed('error');
    }
  }
}

export const store = new Store();
