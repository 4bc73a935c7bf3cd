// Approvals: the queue of held tool calls with approve / deny and a comment, and the
// decided ones below it. Local mode: the sidecar's approvals API (GET /approvals, POST
// /approvals/{name}/approve|deny). Cluster mode: the namespace's Approvals through the
// operator, which decides with the user's own token; the buttons show only when the
// user may `update approvals/status` (the operator refuses a forged POST anyway).
import { html, css } from 'lit';
import { View, shared, ago } from './view.js';

const pending = (a) => String(a.phase).toLowerCase() === 'pending';

// Approvers as text: `{groups, users}` from the APIs, or a list.
function approvers(a) {
  const v = a.approvers ?? [];
  const all = Array.isArray(v) ? v : [...(v.groups ?? []).map((g) => `group:${g}`), ...(v.users ?? [])];
  return all.join(', ') || 'anyone allowed by RBAC';
}

// Whether the user may decide `a`: RBAC (`rights.approve`) and, in cluster mode, being
// among its approvers (the approvals webhook checks the same).
function mayDecide(rights, a) {
  if (!rights.approve) return false;
  if (!rights.user) return true;
  const v = a.approvers ?? {};
  const groups = v.groups ?? [];
  const users = v.users ?? [];
  if (!groups.length && !users.length) return true;
  return users.includes(rights.user) || groups.some((g) => (rights.groups ?? []).includes(g));
}

// The arguments, pretty-printed: the APIs carry them as JSON text.
function argumentsText(a) {
  let v = a.arguments;
  if (typeof v === 'string') {
    try { v = JSON.parse(v); } catch { return v; }
  }
  return JSON.stringify(v, null, 2);
}

class ApprovalsView extends View {
  static properties = { busy: { state: true }, message: { state: true } };
  static styles = [shared, css`
    .item { margin-bottom: 0.75rem; }
    .actions { display: flex; gap: 0.5rem; align-items: flex-end; flex-wrap: wrap; margin-top: 0.5rem; }
    label { display: flex; flex-direction: column; gap: 0.2rem; flex: 1 1 18rem; }
    textarea { font: inherit; min-height: 2.4rem; padding: 0.3rem; border: 1px solid #4d5560; border-radius: 4px; }
    dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.2rem 0.8rem; margin: 0.4rem 0; }
    dt { font-weight: 600; } dd { margin: 0; }
  `];

  connectedCallback() {
    super.connectedCallback();
    // Before the overview has said which mode this is, the queue's address is unknown
    // (a cluster page would ask the operator for a sidecar's /approvals); the first
    // refresh loads it then.
    if (this.store.overview) this.store.loadApprovals();
  }

  async decide(a, verdict) {
    const box = this.renderRoot.querySelector(`textarea[data-for="${CSS.escape(a.name)}"]`);
    this.busy = a.name;
    this.message = null;
    try {
      await this.store.decide(a.name, verdict, box?.value ?? '');
      this.message = { ok: true, text: `${a.tool} (${a.name}) ${verdict === 'approve' ? 'approved' : 'denied'}.` };
    } catch (e) {
      this.message = { ok: false, text: e.message };
    }
    this.busy = null;
  }

  card(a) {
    const id = `c-${a.name}`;
    return html`<article class="card item" data-approval=${a.name} aria-labelledby="${id}-h">
      <h3 id="${id}-h"><code>${a.tool}</code> <span class="badge warn">${a.tier}</span></h3>
      <dl>
        <dt>Session</dt><dd><a href="#/sessions/${encodeURIComponent(a.session)}">${a.session}</a></dd>
        <dt>Actor</dt><dd>${a.actor}</dd>
        <dt>Why held</dt><dd>${(a.reasons ?? []).join('; ') || '–'}</dd>
        <dt>Approvers</dt><dd>${approvers(a)}</dd>
        <dt>Requested</dt><dd>${a.createdAt ? ago(Date.parse(a.createdAt)) : '–'}${a.expiresAt ? html`, expires <time datetime=${a.expiresAt}>${new Date(a.expiresAt).toLocaleTimeString()}</time>` : ''}</dd>
      </dl>
      <div>Arguments (sha256 <code>${String(a.argumentsSha256 ?? '').slice(0, 12)}</code>):</div>
      <pre>${argumentsText(a)}</pre>
      ${!mayDecide(this.store.rights, a) && this.store.rights.approve ? html`<p class="muted" data-not-approver>Only ${approvers(a)} may decide this one.</p>` : ''}
      ${mayDecide(this.store.rights, a) ? html`<div class="actions">
        <label for="${id}-comment">Comment (optional)
          <textarea id="${id}-comment" data-for=${a.name}></textarea></label>
        <button class="approve" ?disabled=${this.busy === a.name} @click=${() => this.decide(a, 'approve')} aria-label="Approve ${a.tool} for session ${a.session}">Approve</button>
        <button class="deny" ?disabled=${this.busy === a.name} @click=${() => this.decide(a, 'deny')} aria-label="Deny ${a.tool} for session ${a.session}">Deny</button>
      </div>` : ''}
    </article>`;
  }

  render() {
    const { items, error, loaded } = this.store.approvals;
    const open = items.filter(pending);
    const decided = items.filter((a) => !pending(a));
    return html`
      <h2>Approvals${this.store.cluster ? html` in <code>${this.store.namespace}</code>` : ''}</h2>
      ${this.store.rights.approve ? '' : html`<p class="muted" data-no-rights>You may see this queue but not decide it: deciding needs <code>update</code> on <code>approvals/status</code> in this namespace.</p>`}
      <div role="status" aria-live="polite">${this.message ? html`<p class=${this.message.ok ? 'ok' : 'error'}>${this.message.text}</p>` : ''}</div>
      ${!loaded ? html`<p class="muted">Loading…</p>` : error ? html`<p class="error" role="alert">${error}</p>` : html`
        <h3>Waiting for a decision (${open.length})</h3>
        ${open.length ? open.map((a) => this.card(a)) : html`<p class="muted">Nothing waits for a decision.</p>`}
        <h3>Decided</h3>
        ${decided.length ? html`<table>
          <thead><tr><th scope="col">Tool</th><th scope="col">Session</th><th scope="col">Decision</th><th scope="col">By</th><th scope="col">Comment</th></tr></thead>
          <tbody>${decided.map((a) => html`<tr><th scope="row"><code>${a.tool}</code></th><td>${a.session}</td><td>${a.phase}</td><td>${a.decidedBy ?? '–'}</td><td>${a.comment ?? ''}</td></tr>`)}</tbody>
        </table>` : html`<p class="muted">None yet.</p>`}`}`;
  }
}
customElements.define('argus-approvals', ApprovalsView);
