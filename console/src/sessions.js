// Sessions: the list (most recently active first) and one session's timeline — each
// LLM call with its gate decisions, tokens and latency, each workflow step with its
// classification, transition and verdicts, each intervention exactly as written into
// the next request, each refusal; the session's trace id.
import { html, css } from 'lit';
import { View, shared, ago } from './view.js';

class SessionsView extends View {
  static properties = { session: { type: String } };
  static styles = [shared, css`
    ol.timeline { list-style: none; padding: 0; margin: 0; }
    ol.timeline > li { background: #fff; border: 1px solid #d5d9de; border-left-width: 5px; border-radius: 4px; padding: 0.5rem 0.75rem; margin-bottom: 0.5rem; }
    li.call { border-left-color: #0b57d0; }
    li.step { border-left-color: #4d5560; }
    li.step.violated { border-left-color: #8a4b00; }
    li.intervention { border-left-color: #6b2fb3; }
    li.refusal { border-left-color: #a4141f; }
    .head { display: flex; gap: 0.75rem; flex-wrap: wrap; align-items: baseline; }
    .kind { font-weight: 700; min-width: 6.5rem; }
    .when { margin-left: auto; }
  `];

  willUpdate(changed) {
    if (changed.has('session') && this.session && !this.store.details.has(this.session)) {
      this.store.loadSession(this.session);
    }
  }

  list() {
    const cluster = this.store.cluster;
    if (cluster && this.store.viewErrors.sessions) {
      return html`<h2>Sessions</h2><p class="error" role="alert">${this.store.viewErrors.sessions}</p>`;
    }
    const sessions = this.store.sessions;
    // Cluster mode: sessions of every actor of the namespace, addressed as ACTOR/SESSION.
    const actorOf = (s) => (s.tenant ?? '').slice(this.store.namespace.length + 1);
    const link = (s) => cluster
      ? `#/sessions/${encodeURIComponent(actorOf(s))}/${encodeURIComponent(s.session)}`
      : `#/sessions/${encodeURIComponent(s.session)}`;
    return html`
      <h2>Sessions</h2>
      ${sessions.length === 0 ? html`<p class="muted">${cluster ? `No session recorded in namespace ${this.store.namespace} (sidecars with Redis record them).` : 'No session yet: send a request through the proxy.'}</p>` : html`
      <table>
        <caption class="muted">${sessions.length} session(s), most recently active first</caption>
        <thead><tr><th scope="col">Session</th>${cluster ? html`<th scope="col">Actor</th>` : ''}<th scope="col">State</th><th scope="col">Calls</th><th scope="col">Violations</th><th scope="col">Tokens</th><th scope="col">Last activity</th></tr></thead>
        <tbody>${sessions.map((s) => html`
          <tr data-session=${s.session}>
            <th scope="row"><a href=${link(s)}>${s.session}</a></th>${cluster ? html`<td>${actorOf(s)}</td>` : ''}
            <td data-state>${s.state ?? html`<span class="muted">–</span>`}</td>
            <td>${s.calls}</td><td class=${s.violations ? 'warn' : ''}>${s.violations}</td><td>${s.tokens}</td><td>${ago(s.lastMs)}</td>
          </tr>`)}
        </tbody>
      </table>`}`;
  }

  entry(e) {
    const when = html`<span class="when muted"><time datetime=${new Date(e.atMs).toISOString()}>${new Date(e.atMs).toLocaleTimeString()}</time></span>`;
    switch (e.kind) {
      case 'call':
        return html`<li class="call" data-kind="call"><div class="head">
            <span class="kind">LLM call</span><code>${e.model}</code><span>via ${e.provider}</span>
            <span class=${e.status >= 400 ? 'error' : ''}>${e.status} ${e.outcome}</span>
            <span>${e.inputTokens} → ${e.outputTokens} tokens</span><span>${e.latencyMs.toFixed(1)} ms</span>
            ${e.toolCalls ? html`<span>${e.toolCalls} tool call(s)</span>` : ''}${when}</div>
          ${e.gate ? html`<div>Gates: <span class="badge ${e.gate.decision === 'EXECUTE' ? 'ok' : e.gate.decision === 'REFUSE' ? 'error' : 'warn'}">${e.gate.decision}</span>
            ${e.gate.tools ? html` tools <code>${e.gate.tools}</code>` : ''}
            ${e.gate.failed ? html` · failed <code>${e.gate.failed}</code>` : ''}
            ${e.gate.reasons ? html`<pre>${e.gate.reasons}</pre>` : ''}</div>` : ''}
        </li>`;
      case 'step':
        return html`<li class="step ${e.violations.length ? 'violated' : ''}" data-kind="step"><div class="head">
            <span class="kind">Step</span><span><code>${e.from}</code> → <code data-to>${e.state}</code></span>
            <span>${e.result}</span><span class="muted">${e.method}, confidence ${Number(e.confidence).toFixed(2)}</span>${when}</div>
          ${e.violations.map((v) => html`<div class=${v.severity === 'warning' ? 'warn' : 'error'}>Violation: <strong>${v.constraint}</strong> (${v.severity})</div>`)}
          ${e.scheduled ? html`<div>Intervention scheduled for the next request: <strong>${e.scheduled}</strong></div>` : ''}
        </li>`;
      case 'intervention':
        return html`<li class="intervention" data-kind="intervention"><div class="head">
            <span class="kind">Intervention</span><strong>${e.name}</strong><span class="muted">${e.strategy}${e.constraint ? `, for ${e.constraint}` : ''}</span>${when}</div>
          <div>Written into the request as:</div><pre>${e.text}</pre>
        </li>`;
      case 'refusal':
        return html`<li class="refusal" data-kind="refusal"><div class="head">
            <span class="kind">Refused</span><span class="error">${e.status} ${e.error}</span>${when}</div><pre>${e.message}</pre></li>`;
      default:
        return html`<li>${e.kind}</li>`;
    }
  }

  detail() {
    const d = this.store.details.get(this.session);
    const back = html`<p><a href="#/sessions">← All sessions</a></p>`;
    if (!d) return html`${back}<p class="muted" role="status">Loading…</p>`;
    if (d.error) return html`${back}<p class="error" role="alert">${d.error}</p>`;
    return html`${back}
      <h2>Session <code>${d.session}</code></h2>
      <p>State <strong data-current-state>${d.state ?? '–'}</strong> · <span data-calls=${d.calls}>${d.calls} call(s)</span> · ${d.violations} violation(s) · ${d.refusals} refusal(s) · ${d.tokens} tokens ·
        trace id <code data-trace>${d.traceId}</code></p>
      <ol class="timeline" aria-label="Timeline of session ${d.session}, oldest first">${d.entries.map((e) => this.entry(e))}</ol>`;
  }

  render() {
    return this.session ? this.detail() : this.list();
  }
}
customElements.define('argus-sessions', SessionsView);
