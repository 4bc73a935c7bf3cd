// Overview. Local mode: this sidecar's health and what happened in the last hour.
// Cluster mode: the namespaces the user may see with bound workloads, the health of
// each injected pod's sidecar and embedder, the namespace's Redis, its pending
// approvals and its last hour's requests, violations and refusals.
import { html, css } from 'lit';
import { View, shared } from './view.js';

class OverviewView extends View {
  static properties = { pending: { type: Number } };
  static styles = [shared, css`
    .tiles { display: grid; grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr)); gap: 0.75rem; margin-bottom: 1rem; }
    .tile .n { font-size: 1.9rem; font-weight: 700; }
    dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.3rem 1rem; margin: 0; }
    dt { font-weight: 600; }
    dd { margin: 0; }
  `];

  health(c) {
    if (!c.present) return html`<span class="badge muted">absent</span>`;
    return html`<span class="badge ${c.ready ? 'ok' : 'error'}">${c.ready ? 'ready' : 'not ready'}</span>${c.restarts ? html` <span class="warn">${c.restarts} restarts</span>` : ''}`;
  }

  // The namespace's last hour, as its sidecars counted it in its Redis.
  lastHour(n) {
    const h = n.lastHour;
    if (!h) return html`<p class="muted" data-last-hour="unknown">Last hour: not readable (no Redis data from this namespace's sidecars).</p>`;
    const tile = (label, v, cls = '') => html`<div class="card tile" role="group" aria-label="${label}">
        <div class="n ${cls}" data-count=${label}>${v}</div><div class="muted">${label}</div></div>`;
    return html`<div class="tiles">
      ${tile('requests (last hour)', h.requests)}
      ${tile('violations (last hour)', h.violations, h.violations ? 'warn' : '')}
      ${tile('refusals (last hour)', h.refusals, h.refusals ? 'error' : '')}
      ${tile('interventions (last hour)', h.interventions)}
    </div>`;
  }

  cluster(o) {
    const namespaces = o.namespaces ?? [];
    if (!namespaces.length) {
      return html`<h2>Overview</h2><p class="muted">No namespace with Argus workloads is visible to you (a namespace shows when you may list its pods).</p>`;
    }
    return html`<h2>Overview</h2>
      ${namespaces.map((n) => html`<section class="card" style="margin-bottom: 1rem" data-namespace=${n.name} aria-labelledby="ns-${n.name}">
        <h3 id="ns-${n.name}">Namespace <a href="?namespace=${encodeURIComponent(n.name)}#/workflows"><code>${n.name}</code></a></h3>
        ${this.lastHour(n)}
        <p>Redis <span class="badge ${n.redis.present && n.redis.readyReplicas > 0 ? 'ok' : 'error'}" data-redis>${n.redis.present ? (n.redis.readyReplicas > 0 ? 'ready' : 'not ready') : 'absent'}</span>
          · <span data-count="pending approvals">${n.pendingApprovals}</span> pending approval${n.pendingApprovals === 1 ? '' : 's'}</p>
        <table><caption>Bound workloads</caption>
          <thead><tr><th scope="col">Workload</th><th scope="col">Ready</th><th scope="col">Workflows</th><th scope="col">Actor</th><th scope="col">Policy</th><th scope="col">Gate stack</th></tr></thead>
          <tbody>${n.workloads.map((w) => html`<tr><th scope="row">${w.kind} <code>${w.name}</code></th><td>${w.readyReplicas}/${w.replicas}</td>
            <td>${w.workflows.join(', ') || '–'}</td><td>${w.actor ?? '–'}</td><td>${w.policy ?? '–'}</td><td>${w.gateStack ?? '–'}</td></tr>`)}</tbody>
        </table>
        <table><caption>Injected pods</caption>
          <thead><tr><th scope="col">Pod</th><th scope="col">Phase</th><th scope="col">Sidecar</th><th scope="col">Embedder</th></tr></thead>
          <tbody>${n.pods.length ? n.pods.map((p) => html`<tr data-pod=${p.name}><th scope="row"><code>${p.name}</code></th><td>${p.phase}</td><td>${this.health(p.sidecar)}</td><td>${this.health(p.embedder)}</td></tr>`)
            : html`<tr><td colspan="4" class="muted">No injected pod yet.</td></tr>`}</tbody>
        </table>
      </section>`)}`;
  }

  render() {
    const o = this.store.overview;
    if (!o) return html`<p class="muted" role="status">Loading…</p>`;
    if (this.store.cluster) return this.cluster(o);
    const h = o.lastHour;
    const tile = (label, n, cls = '') => html`
      <div class="card tile" role="group" aria-label="${label}">
        <div class="n ${cls}" data-count=${label}>${n}</div><div class="muted">${label}</div>
      </div>`;
    return html`
      <h2>Overview</h2>
      <div class="tiles">
        ${tile('requests (last hour)', h.requests)}
        ${tile('violations (last hour)', h.violations, h.violations ? 'warn' : '')}
        ${tile('refusals (last hour)', h.refusals, h.refusals ? 'error' : '')}
        ${tile('interventions (last hour)', h.interventions)}
        ${tile('pending approvals', this.pending ?? '–', this.pending ? 'warn' : '')}
      </div>
      <div class="card">
        <dl>
          <dt>Tenant</dt><dd><code>${o.tenant}</code></dd>
          <dt>Sidecar</dt><dd><span class="badge ${o.ready ? 'ok' : 'error'}">${o.ready ? 'ready' : 'not ready'}</span></dd>
          <dt>Session store</dt><dd><span class="badge ${o.store === 'redis down' ? 'error' : 'ok'}">${o.store}</span></dd>
          <dt>Embedder</dt><dd>${o.embedder ? 'configured' : html`<span class="muted">not configured (no loop detection, no semantic classification)</span>`}</dd>
          <dt>Workflow</dt><dd>${o.workflow ?? html`<span class="muted">none</span>`}</dd>
          <dt>Actor</dt><dd>${o.actor ?? html`<span class="muted">none</span>`}</dd>
          <dt>Policy</dt><dd>${o.policy ?? html`<span class="muted">none</span>`}</dd>
          <dt>Gate stack</dt><dd>${o.gateStack ?? html`<span class="muted">none</span>`}</dd>
          <dt>Sessions</dt><dd>${o.sessions} recorded, ${o.workflowSteps} workflow steps since start</dd>
        </dl>
      </div>`;
  }
}
customElements.define('argus-overview', OverviewView);
