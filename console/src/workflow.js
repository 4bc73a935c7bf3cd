// Workflows: the state machine as an SVG graph (states in columns by their distance
// from the initial state, guards on the edges), with the live number of sessions in
// each state and the constraint violations by constraint.
import { html, svg, css } from 'lit';
import { View, shared } from './view.js';

const W = 150, H = 54, GAP_X = 70, GAP_Y = 26, PAD = 28;

function guardText(g) {
  if (!g) return '';
  const parts = [];
  if (g.minConfidence != null) parts.push(`conf ≥ ${g.minConfidence}`);
  if (g.requiredStates?.length) parts.push(`after ${g.requiredStates.join(', ')}`);
  if (g.maxVisits != null) parts.push(`≤ ${g.maxVisits} visits`);
  if (g.pattern) parts.push(`/${g.pattern}/`);
  return parts.join('; ');
}

// Columns by breadth-first distance from the initial state; unreachable states last.
export function layout(spec) {
  const states = spec.states ?? [];
  const transitions = spec.transitions ?? [];
  const depth = new Map();
  const initial = states.find((s) => s.initial) ?? states[0];
  if (initial) {
    depth.set(initial.name, 0);
    const queue = [initial.name];
    while (queue.length) {
      const at = queue.shift();
      for (const t of transitions) {
        if (t.from === at && !depth.has(t.to)) {
          depth.set(t.to, depth.get(at) + 1);
          queue.push(t.to);
        }
      }
    }
  }
  const maxDepth = Math.max(0, ...depth.values());
  const columns = [];
  for (const s of states) {
    const d = depth.has(s.name) ? depth.get(s.name) : maxDepth + 1;
    (columns[d] ??= []).push(s);
  }
  const pos = new Map();
  columns.forEach((col, c) => col?.forEach((s, r) => {
    pos.set(s.name, { x: PAD + c * (W + GAP_X), y: PAD + r * (H + GAP_Y), state: s });
  }));
  const width = PAD * 2 + columns.length * (W + GAP_X) - GAP_X;
  const height = PAD * 2 + Math.max(1, ...columns.map((c) => c?.length ?? 0)) * (H + GAP_Y) - GAP_Y;
  return { pos, width, height, transitions };
}

class WorkflowView extends View {
  static styles = [shared, css`
    .graph { overflow-x: auto; background: #fff; border: 1px solid #d5d9de; border-radius: 6px; }
    svg text { font-family: system-ui, sans-serif; }
  `];

  edge(t, pos, i) {
    const a = pos.get(t.from), b = pos.get(t.to);
    if (!a || !b || t.from === t.to) return svg``;
    const forward = b.x > a.x;
    const x1 = forward ? a.x + W : a.x + W / 2, y1 = forward ? a.y + H / 2 : a.y + H;
    const x2 = forward ? b.x : b.x + W / 2, y2 = forward ? b.y + H / 2 : b.y + H;
    // Backward and same-column edges bend below, so they do not hide forward ones.
    const cx = (x1 + x2) / 2, cy = forward ? (y1 + y2) / 2 : Math.max(y1, y2) + 40 + (i % 3) * 8;
    const g = guardText(t.guard);
    return svg`<g class="edge">
      <path d="M${x1},${y1} Q${cx},${cy} ${x2},${y2}" fill="none" stroke="#4d5560" stroke-width="1.4" marker-end="url(#arrow)"></path>
      ${g ? svg`<text x=${cx} y=${forward ? cy - 6 : cy - 2} font-size="10" text-anchor="middle" fill="#4d5560">${g}</text>` : ''}
    </g>`;
  }

  node(name, p, count) {
    const s = p.state;
    const stroke = s.initial ? '#0b57d0' : s.terminal ? '#176a2c' : '#4d5560';
    return svg`<g class="state" data-state=${name}>
      <title>${name}${s.description ? `: ${s.description}` : ''} — ${count} session(s)</title>
      <rect x=${p.x} y=${p.y} width=${W} height=${H} rx="8" fill=${count ? '#e8f0fe' : '#fff'} stroke=${stroke} stroke-width=${s.terminal ? 3 : 1.6}></rect>
      <text x=${p.x + W / 2} y=${p.y + 22} font-size="13" font-weight="600" text-anchor="middle" fill="#1b1f24">${name}</text>
      <text x=${p.x + W / 2} y=${p.y + 41} font-size="11" text-anchor="middle" fill="#4d5560" data-sessions=${count}>${count} session${count === 1 ? '' : 's'}</text>
    </g>`;
  }

  render() {
    const { store } = this;
    if (!store.overview) return html`<p class="muted" role="status">Loading…</p>`;
    if (store.cluster && store.viewErrors.workflows) return html`<h2>Workflows</h2><p class="error" role="alert">${store.viewErrors.workflows}</p>`;
    if (!store.workflows.length) {
      return html`<h2>Workflows</h2><p>${store.cluster ? `No Workflow in namespace ${store.namespace}.` : 'This sidecar has no workflow configured.'}</p>`;
    }
    return html`${store.workflows.map((w) => this.one(w))}`;
  }

  // Cluster mode: the Workflow's status, as its controller counts it.
  status(w) {
    const s = w.status;
    if (!s) return '';
    const ready = (s.conditions ?? []).find((c) => c.type === 'Ready');
    return html`<p data-status=${w.name}>${ready ? html`<span class="badge ${ready.status === 'True' ? 'ok' : 'error'}">${ready.status === 'True' ? 'Ready' : `Not ready: ${ready.reason}`}</span> ` : ''}
      ${s.boundPods ?? 0} bound pods · ${s.activeSessions ?? 0} active sessions · ${s.violations ?? 0} violations · ${s.interventions ?? 0} interventions</p>`;
  }

  one(w) {
    const { pos, width, height, transitions } = layout(w.spec);
    const counts = w.sessionsPerState ?? {};
    const summary = [...pos.keys()].map((n) => `${n}: ${counts[n] ?? 0}`).join(', ');
    const violations = Object.entries(w.violationsByConstraint ?? {});
    const constraints = w.spec.constraints ?? [];
    return html`
      <h2>Workflow <code>${w.name}</code></h2>
      ${w.spec.description ? html`<p class="muted">${w.spec.description}</p>` : ''}
      ${this.status(w)}
      <div class="graph">
        <svg role="img" aria-label="State machine of workflow ${w.name}. Sessions per state: ${summary}" width=${width} height=${height + 40} viewBox="0 0 ${width} ${height + 40}">
          <defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#4d5560"></path></marker></defs>
          ${transitions.map((t, i) => this.edge(t, pos, i))}
          ${[...pos.entries()].map(([n, p]) => this.node(n, p, counts[n] ?? 0))}
        </svg>
      </div>
      <p class="muted">Blue border: initial state; thick green border: terminal state; shaded: sessions are in it now.</p>
      <h3>Constraint violations</h3>
      <table>
        <caption class="muted">${this.store.cluster ? "In the last hour, as the namespace's sidecars counted them" : 'Since the sidecar started'}</caption>
        <thead><tr><th scope="col">Constraint</th><th scope="col">Type</th><th scope="col">Severity</th><th scope="col">Violations</th></tr></thead>
        <tbody>
          ${constraints.map((c) => html`<tr><th scope="row">${c.name}</th><td>${c.type}</td><td>${c.severity ?? 'error'}</td><td data-violations=${c.name}>${w.violationsByConstraint?.[c.name] ?? 0}</td></tr>`)}
          ${violations.filter(([n]) => !constraints.some((c) => c.name === n)).map(([n, v]) => html`<tr><th scope="row">${n}</th><td>transition</td><td>error</td><td data-violations=${n}>${v}</td></tr>`)}
        </tbody>
      </table>`;
  }
}
customElements.define('argus-workflow', WorkflowView);
