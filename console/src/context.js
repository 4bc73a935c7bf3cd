// Context preview (local mode): what the context engine would put into a request for a
// given user turn and session, and why each entry was picked, through the sidecar's
// POST /context/preview (the `kubectl argus context compile --preview` view).
import { html, css } from 'lit';
import { View, shared } from './view.js';
import { postJson } from './live.js';

function why(w) {
  if (!w) return '';
  if (w.kind === 'semantic') return `similar (${Number(w.score).toFixed(2)})`;
  return w.kind;
}

class ContextView extends View {
  static properties = { preview: { state: true }, message: { state: true }, busy: { state: true } };
  static styles = [shared, css`
    form { display: grid; gap: 0.5rem; max-width: 48rem; margin-bottom: 1rem; }
    label { display: flex; flex-direction: column; gap: 0.2rem; }
    input, textarea { font: inherit; padding: 0.3rem; border: 1px solid #4d5560; border-radius: 4px; }
    textarea { min-height: 3.5rem; }
    form button { justify-self: start; }
  `];

  async compile(ev) {
    ev.preventDefault();
    const form = new FormData(ev.target);
    const text = String(form.get('text') ?? '');
    const session = String(form.get('session') ?? '').trim();
    this.busy = true;
    this.message = null;
    try {
      this.preview = await postJson('/context/preview', session ? { text, session } : { text });
    } catch (e) {
      this.preview = null;
      this.message = e.message;
    }
    this.busy = false;
  }

  result(p) {
    const picks = p.picks ?? [];
    return html`<section aria-label="Compiled context" data-preview>
      <p><strong data-tokens>${p.tokens}</strong> of ${p.maxTokens} tokens · ${picks.length} picked ·
        ${p.overBudget} over budget · ${p.duplicates} duplicates · semantic recall ${p.semantic ? 'on' : html`<span class="muted">off (no embedding)</span>`}</p>
      <h3>Candidates per source</h3>
      <table><thead><tr><th scope="col">Source</th><th scope="col">Candidates</th></tr></thead>
        <tbody>${Object.entries(p.candidates ?? {}).map(([s, n]) => html`<tr><th scope="row">${s}</th><td data-candidates=${s}>${n}</td></tr>`)}</tbody></table>
      <h3>Picked, oldest first</h3>
      ${picks.length ? html`<table><thead><tr><th scope="col">Source</th><th scope="col">Session</th><th scope="col">Role</th><th scope="col">Text</th><th scope="col">Why</th><th scope="col">Tokens</th></tr></thead>
        <tbody>${picks.map((k) => html`<tr data-pick=${k.id}><td>${k.source}</td><td>${k.session}</td><td>${k.role}</td><td>${k.text}</td><td>${why(k.why)}</td><td>${k.tokens}</td></tr>`)}</tbody></table>`
        : html`<p class="muted">Nothing would be added.</p>`}
      <h3>The block as sent</h3>
      ${p.block ? html`<pre data-block>${p.block}</pre>` : html`<p class="muted">Empty: the request goes out unchanged.</p>`}
    </section>`;
  }

  render() {
    if (!this.store.overview) return html`<p class="muted" role="status">Loading…</p>`;
    if (this.store.cluster) {
      return html`<h2>Context</h2><p class="muted">Context is compiled by each sidecar from its namespace's store; preview it with <code>kubectl argus context compile --preview</code>, or in a sidecar's local console.</p>`;
    }
    return html`<h2>Context preview</h2>
      <p class="muted">What the context engine would add to a request of actor <code>${this.store.overview.actor ?? '–'}</code> for this user turn, and why.</p>
      <form @submit=${(e) => this.compile(e)} aria-label="Context preview">
        <label>User turn<textarea name="text" required></textarea></label>
        <label>Session (optional: its own messages are left out)<input name="session" autocomplete="off"></label>
        <button type="submit" ?disabled=${this.busy}>Preview</button>
      </form>
      ${this.message ? html`<p class="error" role="alert">${this.message}</p>` : ''}
      ${this.preview ? this.result(this.preview) : ''}`;
  }
}
customElements.define('argus-context', ContextView);
