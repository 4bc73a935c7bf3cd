// The Argus console's shell: header (in cluster mode with the user and the namespace
// chooser), navigation (hash routes, so the page works under any prefix: /console/ on a
// sidecar's admin port, on the operator, or behind a proxy), the live connection, and
// the view of the current route.
import { LitElement, html, css } from 'lit';
import { store } from './live.js';
import './overview.js';
import './workflow.js';
import './sessions.js';
import './approvals.js';
import './actors.js';
import './audit.js';
import './context.js';

const VIEWS = [
  ['overview', 'Overview'],
  ['workflows', 'Workflows'],
  ['sessions', 'Sessions'],
  ['approvals', 'Approvals'],
  ['actors', 'Actors'],
  ['audit', 'Audit'],
  ['context', 'Context'],
];

function route() {
  const [view, ...rest] = location.hash.replace(/^#\/?/, '').split('/');
  const known = VIEWS.some(([v]) => v === view);
  return { view: known ? view : 'overview', arg: rest.length ? decodeURIComponent(rest.join('/')) : '' };
}

class ArgusConsole extends LitElement {
  static properties = { route: { state: true } };
  static styles = css`
    :host { display: block; min-height: 100vh; }
    header { background: #14213d; color: #fff; padding: 0.6rem 1.25rem; display: flex; align-items: center; gap: 1.5rem; flex-wrap: wrap; }
    h1 { font-size: 1.15rem; margin: 0; }
    nav ul { list-style: none; display: flex; gap: 0.25rem; margin: 0; padding: 0; flex-wrap: wrap; }
    nav a { color: #fff; text-decoration: none; padding: 0.35rem 0.7rem; border-radius: 4px; display: inline-block; }
    nav a:hover { background: #243b6b; }
    nav a[aria-current='page'] { background: #fff; color: #14213d; font-weight: 600; }
    a:focus-visible { outline: 3px solid #ffd166; outline-offset: 2px; }
    .live { margin-left: auto; font-size: 0.9rem; }
    .who { font-size: 0.9rem; display: flex; gap: 0.75rem; align-items: center; }
    select { font: inherit; padding: 0.15rem 0.3rem; border-radius: 4px; }
    select:focus-visible { outline: 3px solid #ffd166; outline-offset: 2px; }
    .dot { display: inline-block; width: 0.6rem; height: 0.6rem; border-radius: 50%; margin-right: 0.35rem; background: #ffd166; }
    .dot.on { background: #7ee2a8; }
    main { padding: 1rem 1.25rem; max-width: 80rem; }
    .error { background: #fde8ea; color: #a4141f; padding: 0.5rem 0.75rem; border-radius: 4px; }
    .skip { position: absolute; left: -999px; }
    .skip:focus { left: 0.5rem; top: 0.5rem; background: #fff; color: #14213d; padding: 0.3rem 0.6rem; z-index: 1; }
  `;

  constructor() {
    super();
    this.route = route();
    this.onHash = () => {
      this.route = route();
      this.renderRoot.querySelector('main')?.focus();
    };
    this.onChange = () => this.requestUpdate();
  }

  connectedCallback() {
    super.connectedCallback();
    addEventListener('hashchange', this.onHash);
    store.addEventListener('change', this.onChange);
    store.start();
  }

  disconnectedCallback() {
    removeEventListener('hashchange', this.onHash);
    store.removeEventListener('change', this.onChange);
    super.disconnectedCallback();
  }

  view() {
    const { view, arg } = this.route;
    switch (view) {
      case 'workflows': return html`<argus-workflow></argus-workflow>`;
      case 'sessions': return html`<argus-sessions .session=${arg}></argus-sessions>`;
      case 'approvals': return html`<argus-approvals></argus-approvals>`;
      case 'actors': return html`<argus-actors .actor=${arg}></argus-actors>`;
      case 'audit': return html`<argus-audit></argus-audit>`;
      case 'context': return html`<argus-context></argus-context>`;
      default: return html`<argus-overview .pending=${store.pendingApprovals}></argus-overview>`;
    }
  }

  // Cluster mode: who is signed in, and which namespace the views show.
  who() {
    if (!store.cluster) return '';
    const names = (store.overview?.namespaces ?? []).map((n) => n.name);
    return html`<div class="who">
      <span>Signed in as <strong data-user>${store.overview?.user}</strong></span>
      ${names.length ? html`<label>Namespace
        <select @change=${(e) => store.selectNamespace(e.target.value)}>
          ${names.map((n) => html`<option ?selected=${n === store.namespace} value=${n}>${n}</option>`)}
        </select></label>` : ''}
    </div>`;
  }

  render() {
    const tenant = store.cluster ? 'cluster' : store.overview?.tenant;
    return html`
      <a class="skip" href="#main" @click=${(e) => { e.preventDefault(); this.renderRoot.querySelector('main')?.focus(); }}>Skip to content</a>
      <header>
        <h1>Argus console${tenant ? html` · <span>${tenant}</span>` : ''}</h1>
        <nav aria-label="Console views"><ul>
          ${VIEWS.map(([v, label]) => html`<li><a href="#/${v}" aria-current=${v === this.route.view ? 'page' : 'false'}>${label}</a></li>`)}
        </ul></nav>
        ${this.who()}
        <span class="live" role="status" aria-live="polite"><span class="dot ${store.connected ? 'on' : ''}" aria-hidden="true"></span>${store.connected ? 'Live' : 'Connecting…'}</span>
      </header>
      <main id="main" tabindex="-1">
        ${store.error ? html`<p class="error" role="alert">${store.error}</p>` : ''}
        ${this.view()}
      </main>`;
  }
}
customElements.define('argus-console', ArgusConsole);
