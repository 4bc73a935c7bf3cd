// Actors: the table (role, tier, talents, tools) and one actor's detail: system prompt,
// goals, talents and their behaviors, tools with their runtime, context sources.
import { html, css } from 'lit';
import { View, shared } from './view.js';

class ActorsView extends View {
  static properties = { actor: { type: String } };
  static styles = [shared, css`
    ul { margin: 0.25rem 0; padding-left: 1.25rem; }
  `];

  // Cluster mode: what the Actor's controller recorded (bound pods, mailbox, activity).
  status(a) {
    const st = a.status;
    if (!st) return '';
    const ready = (st.conditions ?? []).find((c) => c.type === 'Ready');
    return html`<p data-actor-status>${ready ? html`<span class="badge ${ready.status === 'True' ? 'ok' : 'error'}">${ready.status === 'True' ? 'Ready' : `Not ready: ${ready.reason}`}</span> ` : ''}
      ${st.boundPods ?? 0} bound pods · mailbox ${st.mailboxDepth ?? 0} · ${st.activeSessions ?? 0} active sessions (last hour)${st.lastActivity ? html` · last activity <time datetime=${st.lastActivity}>${new Date(st.lastActivity).toLocaleString()}</time>` : ''}
      ${st.promptHash ? html` · prompt <code>${st.promptHash.slice(0, 12)}</code>` : ''}</p>`;
  }

  detail(a) {
    const s = a.spec ?? {};
    return html`<p><a href="#/actors">← All actors</a></p>
      <h2>Actor <code>${a.name}</code></h2>
      <p>Role <strong>${s.role}</strong> · tier <span class="badge warn">${s.tier}</span> · tenant <code>${a.tenant}</code></p>
      ${this.status(a)}
      ${s.systemPrompt ? html`<h3>System prompt</h3><pre>${s.systemPrompt}</pre>` : ''}
      ${s.goals?.length ? html`<h3>Goals</h3><ul>${s.goals.map((g) => html`<li>${g}</li>`)}</ul>` : ''}
      <h3>Talents</h3>
      ${s.talents?.length ? html`<table><thead><tr><th scope="col">Talent</th><th scope="col">Behaviors</th></tr></thead><tbody>
        ${s.talents.map((t) => html`<tr><th scope="row">${t.name}</th><td>${(t.behaviors ?? []).map((b) => html`<div><strong>${b.name ?? ''}</strong> ${b.mode ?? ''} ${(b.tools ?? []).length ? html`— tools <code>${b.tools.join(', ')}</code>` : ''}</div>`)}</td></tr>`)}
      </tbody></table>` : html`<p class="muted">None.</p>`}
      <h3>Tools</h3>
      ${s.tools?.length ? html`<table><thead><tr><th scope="col">Tool</th><th scope="col">Description</th><th scope="col">Runtime</th></tr></thead><tbody>
        ${s.tools.map((t) => html`<tr><th scope="row"><code>${t.name}</code></th><td>${t.description ?? ''}</td><td>${t.runtime ?? ''} ${t.endpoint ? html`<code>${t.endpoint}</code>` : ''}</td></tr>`)}
      </tbody></table>` : html`<p class="muted">None.</p>`}
      <h3>Context sources</h3>
      ${s.contextSources?.length ? html`<pre>${JSON.stringify(s.contextSources, null, 2)}</pre>` : html`<p class="muted">None.</p>`}`;
  }

  render() {
    const actors = this.store.actors ?? [];
    if (this.store.cluster && this.store.viewErrors.actors) return html`<h2>Actors</h2><p class="error" role="alert">${this.store.viewErrors.actors}</p>`;
    if (this.actor) {
      const a = actors.find((x) => x.name === this.actor);
      return a ? this.detail(a) : html`<p><a href="#/actors">← All actors</a></p><p class="error">No actor ${this.actor} ${this.store.cluster ? `in namespace ${this.store.namespace}` : 'on this sidecar'}.</p>`;
    }
    return html`<h2>Actors</h2>
      ${actors.length ? html`<table>
        <thead><tr><th scope="col">Actor</th><th scope="col">Role</th><th scope="col">Tier</th><th scope="col">Talents</th><th scope="col">Tools</th></tr></thead>
        <tbody>${actors.map((a) => html`<tr data-actor=${a.name}>
          <th scope="row"><a href="#/actors/${encodeURIComponent(a.name)}">${a.name}</a></th><td>${a.spec?.role}</td><td>${a.spec?.tier}</td>
          <td>${(a.spec?.talents ?? []).map((t) => t.name).join(', ')}</td><td>${(a.spec?.tools ?? []).length}</td></tr>`)}
        </tbody></table>` : html`<p class="muted">${this.store.cluster ? `No Actor in namespace ${this.store.namespace}.` : 'This sidecar runs no actor.'}</p>`}`;
  }
}
customElements.define('argus-actors', ActorsView);
