// What every view shares: a re-render on each store change, and the common styles
// (system fonts only; colours chosen for at least 4.5:1 contrast on their background).
import { LitElement, css } from 'lit';
import { store } from './live.js';

export const shared = css`
  :host { display: block; }
  h2 { font-size: 1.25rem; margin: 0 0 0.75rem; }
  h3 { font-size: 1.05rem; margin: 1.25rem 0 0.5rem; }
  table { border-collapse: collapse; width: 100%; background: #fff; }
  caption { text-align: left; font-weight: 600; padding: 0.25rem 0; }
  th, td { text-align: left; padding: 0.4rem 0.6rem; border-bottom: 1px solid #d5d9de; vertical-align: top; }
  th { background: #eef0f3; font-weight: 600; }
  .muted { color: #4d5560; }
  .error { color: #a4141f; }
  .warn { color: #8a4b00; }
  .ok { color: #176a2c; }
  .card { background: #fff; border: 1px solid #d5d9de; border-radius: 6px; padding: 0.75rem 1rem; }
  .badge { display: inline-block; padding: 0.05rem 0.45rem; border-radius: 999px; font-size: 0.8rem; font-weight: 600; border: 1px solid currentColor; }
  code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.85rem; }
  pre { white-space: pre-wrap; word-break: break-word; background: #f0f2f5; padding: 0.5rem; border-radius: 4px; margin: 0.25rem 0; }
  a { color: #0b57d0; }
  a:focus-visible, button:focus-visible, textarea:focus-visible, input:focus-visible, [tabindex]:focus-visible {
    outline: 3px solid #0b57d0; outline-offset: 2px;
  }
  button { font: inherit; padding: 0.35rem 0.8rem; border-radius: 4px; border: 1px solid #4d5560; background: #fff; color: #1b1f24; cursor: pointer; }
  button.approve { background: #176a2c; border-color: #176a2c; color: #fff; }
  button.deny { background: #a4141f; border-color: #a4141f; color: #fff; }
  button:disabled { opacity: 0.6; cursor: progress; }
`;

export class View extends LitElement {
  constructor() {
    super();
    this.store = store;
    this.onChange = () => this.requestUpdate();
  }

  connectedCallback() {
    super.connectedCallback();
    store.addEventListener('change', this.onChange);
  }

  disconnectedCallback() {
    store.removeEventListener('change', this.onChange);
    super.disconnectedCallback();
  }
}

export function ago(ms) {
  if (!ms) return '';
  const s = Math.max(0, Math.round((Date.now() - ms) / 1000));
  if (s < 60) return `${s}s ago`;
  if (s < 3600) return `${Math.round(s / 60)} min ago`;
  return new Date(ms).toLocaleString();
}
