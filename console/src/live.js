// The console's data, in either of its two homes. Local mode: a sidecar's admin port
// (its /console/api, its approvals API at /approvals, live entries from
// /console/api/events). Cluster mode: the operator (namespaces and their workflows,
// actors, approvals and audit trail under /console/api, each answered only as far as
// the signed-in user's RBAC allows; `rights` says which buttons to show; sessions and
// their timelines as the namespace's sidecars left them in its Redis). Views read
// `store` and re-render on its `change` events; nothing polls.

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
    const e = new Error(`${path} answered ${r.status}: ${messageOf(body, text)}`);
    e.status = r.status;
    throw e;
  }
  return body;
}

// The error text of an answer: `{"error": {"message"}}` (console), `{"error": "…"}`
// (approvals and operator APIs) or the body itself.
function messageOf(body, text) {
  const e = body?.error;
  return (typeof e === 'string' ? e : e?.message) ?? body?.message ?? text;
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
      message = messageOf(JSON.parse(text), text);
    } catch { /* the body is the message */ }
    const e = new Error(`${path} answered ${r.status}: ${message}`);
    e.status = r.status;
    throw e;
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
    this.applied = 0; // live entries applied so far
    // `local` (a sidecar's admin port) or `cluster` (the operator), from the overview.
    this.mode = 'local';
    // Cluster mode: the namespace looked at (?namespace= in the page's address, else
    // the first one shown), and what the user may do in it.
    this.namespace = new URLSearchParams(location.search).get('namespace') ?? '';
    this.workflows = [];
    // What the user may do: in local mode whoever reaches the loopback admin port decides.
    this.rights = { approve: true, audit: false, local: true };
    // Per cluster view: the refusal or failure of its last load.
    this.viewErrors = {};
    // The approvals queue (local: GET /approvals; cluster: the namespace's Approvals).
    this.approvals = { items: [], error: null, loaded: false };
  }

  get cluster() {
    return this.mode === 'cluster';
  }

  // Where the namespace's cluster API is.
  nsPath(rest) {
    return `api/namespaces/${encodeURIComponent(this.namespace)}/${rest}`;
  }

  approvalsPath() {
    return this.cluster ? this.nsPath('approvals') : '/approvals';
  }

  selectNamespace(ns) {
    this.namespace = ns;
    const url = new URL(location.href);
    url.searchParams.set('namespace', ns);
    history.replaceState(null, '', url);
    this.details.clear();
    this.refresh().then(() => this.connect());
  }

  get pendingApprovals() {
    if (!this.approvals.loaded || this.approvals.error) return null;
    return this.approvals.items.filter((a) => String(a.phase).toLowerCase() === 'pending').length;
  }

  async loadApprovals() {
    try {
      if (this.cluster && !this.namespace) throw new Error('No namespace with Argus workloads is visible to you.');
      const items = await getJson(this.approvalsPath());
      this.approvals = { items: Array.isArray(items) ? items : [], error: null, loaded: true };
    } catch (e) {
      this.approvals = {
        items: [],
        loaded: true,
        error: e.status === 404 && !this.cluster
          ? 'This sidecar has no approvals API (GET /approvals answered 404).'
          : e.message,
      };
    }
    this.changed('approvals');
  }

  async decide(name, verdict, comment) {
    await postJson(`${this.approvalsPath()}/${encodeURIComponent(name)}/${verdict}`, { comment });
    await this.loadApprovals();
  }

  changed(what) {
    this.dispatchEvent(new CustomEvent('change', { detail: what }));
  }

  // `again`: this is the one re-read after live entries raced a read (see below).
  async refresh(again = false) {
    const applied = this.applied;
    try {
      const overview = await getJson('api/overview');
      this.mode = overview?.mode === 'cluster' ? 'cluster' : 'local';
      this.overview = overview;
      if (this.cluster) {
        await this.refreshCluster();
      } else {
        const [workflow, sessions, actors] = await Promise.all([
          getJson('api/workflow'),
          getJson('api/sessions'),
          getJson('api/actors'),
        ]);
        // Entries that arrived while these were read may be missing from them: read
        // once more rather than show a list older than what was already shown.
        if (this.applied !== applied && !again) return this.refresh(true);
        Object.assign(this, { workflow, sessions, actors, error: null });
        this.workflows = workflow?.spec ? [workflow] : [];
        for (const id of this.details.keys()) await this.loadSession(id);
        await this.loadApprovals();
      }
    } catch (e) {
      this.error = e.message;
    }
    this.changed('all');
  }

  // The namespace's views, each on its own: a view the user may not see says so, and
  // the others still load.
  async refreshCluster() {
    const names = (this.overview.namespaces ?? []).map((n) => n.name);
    if (!names.includes(this.namespace)) this.namespace = names[0] ?? '';
    this.error = null;
    this.viewErrors = {};
    this.workflows = [];
    this.actors = [];
    this.sessions = [];
    if (!this.namespace) {
      this.rights = { approve: false, audit: false };
      this.approvals = { items: [], loaded: true, error: 'No namespace with Argus workloads is visible to you.' };
      return;
    }
    const load = async (view, path, use) => {
      try {
        use(await getJson(this.nsPath(path)));
      } catch (e) {
        this.viewErrors[view] = e.message;
      }
    };
    await Promise.all([
      load('rights', 'rights', (r) => { this.rights = r; }),
      load('workflows', 'workflows', (w) => { this.workflows = w.workflows ?? []; }),
      load('actors', 'actors', (a) => { this.actors = a; }),
      load('sessions', 'sessions', (l) => { this.sessions = Array.isArray(l) ? l : []; }),
      this.loadApprovals(),
    ]);
    for (const id of this.details.keys()) await this.loadSession(id);
    if (this.viewErrors.rights) this.rights = { approve: false, audit: false };
  }

  // Where a session's timeline is: local `api/sessions/ID`; cluster (the namespace's
  // sessions of every actor) `…/sessions/ACTOR/ID`, the view's argument being ACTOR/ID.
  sessionPath(id) {
    if (!this.cluster) return `api/sessions/${encodeURIComponent(id)}`;
    const cut = id.indexOf('/');
    return this.nsPath(`sessions/${encodeURIComponent(id.slice(0, cut))}/${encodeURIComponent(id.slice(cut + 1))}`);
  }

  async loadSession(id) {
    try {
      if (this.cluster && !id.includes('/')) throw new Error(`a cluster session is addressed as ACTOR/SESSION, not ${id}`);
      this.details.set(id, await getJson(this.sessionPath(id)));
    } catch (e) {
      this.details.set(id, { error: e.message });
    }
    this.changed('session');
  }

  // The live stream as soon as the mode is known (its address depends on it; in
  // cluster mode also on the namespace); opening it reads everything.
  async start() {
    try {
      const overview = await getJson('api/overview');
      this.mode = overview?.mode === 'cluster' ? 'cluster' : 'local';
      this.overview = overview;
    } catch (e) {
      this.error = e.message;
      this.changed('error');
    }
    if (this.cluster) await this.refresh();
    this.connect();
  }

  // The live stream: the sidecar's entries, or (cluster mode) the namespace's changes.
  connect() {
    this.source?.close();
    this.source = null;
    if (this.cluster && !this.namespace) {
      this.connected = false;
      this.changed('connection');
      return;
    }
    const source = new EventSource(this.cluster ? this.nsPath('events') : 'api/events');
    this.source = source;
    source.onopen = () => {
      this.connected = true;
      this.refresh();
    };
    source.onerror = () => {
      this.connected = false;
      this.changed('connection');
    };
    source.addEventListener('resync', () => this.refresh());
    // Cluster mode: an Approval, Workflow or Actor of the namespace changed.
    source.addEventListener('change', (ev) => this.changedInCluster(JSON.parse(ev.data)));
    source.addEventListener('entry', (ev) => this.apply(JSON.parse(ev.data)));
  }

  // One live entry: the session list and an open timeline change at once; the counts
  // and the per-state numbers are re-read (small answers).
  apply({ session, state, entry }) {
    this.applied = (this.applied ?? 0) + 1;
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

  async changedInCluster({ kind }) {
    if (kind === 'approvals') return this.loadApprovals();
    clearTimeout(this.countsTimer);
    this.countsTimer = setTimeout(() => this.refresh(), 150);
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
