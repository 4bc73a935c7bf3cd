// Audit: the namespace's tamper-evident audit trail (cluster mode, through the operator's
// audit API): a query by actor, tool, decision, time and trace id, and the chain
// verification as a badge. A sidecar in local mode has no trail of its own to show.
import { html, css } from 'lit';
import { View, shared } from './view.js';
import { getJson } from './live.js';

const FIELDS = [
  ['actor', 'Actor'],
  ['tool', 'Tool'],
  ['since', 'Since (e.g. 1h, 30m, or a time)'],
  ['traceId', 'Trace id'],
];

class AuditView extends View {
  static properties = {
    entries: { state: true },
    truncated: { state: true },
    verify: { state: true },
    message: { state: true },
    busy: { state: true },
  };
  static styles = [shared, css`
    form { display: flex; gap: 0.6rem; flex-wrap: wrap; align-items: flex-end; margin-bottom: 0.75rem; }
    label { display: flex; flex-direction: column; gap: 0.2rem; font-size: 0.9rem; }
    input, select { font: inherit; padding: 0.25rem 0.35rem; border: 1px solid #4d5560; border-radius: 4px; }
    .verify { margin: 0 0 0.75rem; }
  `];

  connectedCallback() {
    super.connectedCallback();
    this.namespace = null;
  }

  updated() {
    // Load (again) when the namespace is known or changed.
    if (this.store.cluster && this.store.namespace && this.namespace !== this.store.namespace) {
      this.namespace = this.store.namespace;
      this.query();
    }
  }

  async query(ev) {
    ev?.preventDefault();
    const form = this.renderRoot.querySelector('form');
    const params = new URLSearchParams();
    if (form) {
      for (const [k, v] of new FormData(form)) if (String(v).trim()) params.set(k, String(v).trim());
    }
    params.set('limit', '200');
    this.busy = true;
    this.message = null;
    try {
      const [q, v] = await Promise.all([
        getJson(this.store.nsPath(`audit?${params}`)),
        getJson(this.store.nsPath('audit/verify')),
      ]);
      this.entries = q.entries ?? [];
      this.truncated = q.truncated;
      this.verify = v;
    } catch (e) {
      this.entries = null;
      this.verify = null;
      this.message = e.message;
    }
    this.busy = false;
  }

  badge() {
    const v = this.verify;
    if (!v) return '';
    if (v.ok) {
      const n = (v.chains ?? []).reduce((s, c) => s + (c.entries ?? 0), 0);
      return html`<p class="verify"><span class="badge ok" data-verify="ok">chain verified</span> <span class="muted">${(v.chains ?? []).length} chain(s), ${n} entries checked from their checkpoints</span></p>`;
    }
    const broken = (v.chains ?? []).filter((c) => !c.ok);
    return html`<p class="verify"><span class="badge error" data-verify="broken">chain broken</span>
      ${broken.map((c) => html` <span class="error">${c.tenant}: at seq ${c.broken?.seq} (${c.broken?.reason})</span>`)}</p>`;
  }

  render() {
    if (!this.store.overview) return html`<p class="muted" role="status">Loading…</p>`;
    if (!this.store.cluster) {
      return html`<h2>Audit</h2><p class="muted">This sidecar's audit records go to its configured sink; the tamper-evident chains are kept in a namespace's Redis and shown by the operator's console (<code>kubectl argus console</code>) or <code>kubectl argus audit</code>.</p>`;
    }
    return html`
      <h2>Audit in <code>${this.store.namespace}</code></h2>
      <form @submit=${(e) => this.query(e)} aria-label="Audit query">
        ${FIELDS.map(([k, label]) => html`<label>${label}<input name=${k} autocomplete="off"></label>`)}
        <label>Decision<select name="decision">
          ${['', 'EXECUTE', 'EXPLAIN', 'DEFER', 'REFUSE'].map((d) => html`<option value=${d}>${d || 'any'}</option>`)}
        </select></label>
        <button type="submit" ?disabled=${this.busy}>Query</button>
      </form>
      ${this.message ? html`<p class="error" role="alert">${this.message}</p>` : ''}
      ${this.badge()}
      ${this.entries ? (this.entries.length ? html`<table>
        <caption class="muted">${this.entries.length} entr${this.entries.length === 1 ? 'y' : 'ies'}${this.truncated ? ' (more match: narrow the query)' : ''}</caption>
        <thead><tr><th scope="col">Seq</th><th scope="col">Time</th><th scope="col">Actor</th><th scope="col">Action</th><th scope="col">Tool</th><th scope="col">Decision</th><th scope="col">Trace</th></tr></thead>
        <tbody>${this.entries.map((e) => html`<tr data-seq=${e.seq}>
          <td>${e.seq}</td><td><time datetime=${e.timestamp}>${new Date(e.timestamp).toLocaleString()}</time></td>
          <td>${e.agent_id}</td><td>${e.action}</td><td>${e.tool_name ? html`<code>${e.tool_name}</code>` : '–'}</td>
          <td>${e.decision ? html`<span class="badge ${e.decision === 'REFUSE' ? 'error' : e.decision === 'DEFER' ? 'warn' : 'ok'}">${e.decision}</span>` : '–'}</td>
          <td><code>${(e.trace_id ?? '').slice(0, 12)}</code></td></tr>`)}
        </tbody></table>` : html`<p class="muted">No entry matches.</p>`) : ''}`;
  }
}
customElements.define('argus-audit', AuditView);
