// Overview: this sidecar's health and what happened in the last hour.
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

  render() {
    const o = this.store.overview;
    if (!o) return html`<p class="muted" role="status">Loading…</p>`;
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
