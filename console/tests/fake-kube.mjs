// A small Kubernetes API server for the browser tests of the real operator console
// (console/tests/run.sh starts it): TokenReview and SubjectAccessReview for two users,
// and the lists and watches the console's reflectors and views make, over one namespace
// `shop` whose Workflow and Actor are the demo's (read from the cluster sidecar's config).
// Watches stay open and quiet: nothing changes during a test.
//   node fake-kube.mjs PORT SIDECAR_CONFIG_JSON
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const [port, configPath] = process.argv.slice(2);
if (!port || !configPath) throw new Error('usage: node fake-kube.mjs PORT SIDECAR_CONFIG_JSON');
const sidecar = JSON.parse(readFileSync(configPath, 'utf8'));

// Tokens → users. alice decides approvals (group ops-team); bob may look but not decide.
const USERS = {
  'alice-token': { username: 'alice@example.com', groups: ['ops-team', 'system:authenticated'] },
  'bob-token': { username: 'bob@example.com', groups: ['support', 'system:authenticated'] },
};
function allowed(user, attrs) {
  if (user === 'alice@example.com') return true;
  if (user === 'bob@example.com') return !(attrs.resource === 'approvals' && attrs.subresource === 'status');
  return false;
}

const created = new Date(Date.now() - 60_000).toISOString();
const meta = (name, extra = {}) => ({ name, namespace: 'shop', uid: `uid-${name}`, resourceVersion: '1', creationTimestamp: created, ...extra });
const OBJECTS = {
  namespaces: [{ apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'shop', uid: 'uid-ns-shop', resourceVersion: '1' } }],
  deployments: [{
    apiVersion: 'apps/v1', kind: 'Deployment',
    metadata: meta('support', { annotations: { 'argus.dev/inject': 'true', 'argus.dev/workflow': 'support', 'argus.dev/actor': 'support-agent', 'argus.dev/policy': 'support', 'argus.dev/gatestack': 'support' } }),
    spec: { replicas: 1, selector: { matchLabels: { app: 'support' } }, template: { metadata: { labels: { app: 'support' } } } },
    status: { replicas: 1, readyReplicas: 1 },
  }],
  statefulsets: [{
    apiVersion: 'apps/v1', kind: 'StatefulSet', metadata: meta('redis-argus'),
    spec: { serviceName: 'redis-argus', selector: {}, template: {} }, status: { replicas: 1, readyReplicas: 1 },
  }],
  pods: [{
    apiVersion: 'v1', kind: 'Pod', metadata: meta('support-5d8f-x2k9q', { labels: { app: 'support', 'argus.dev/injected': 'true' } }),
    status: {
      phase: 'Running',
      initContainerStatuses: [{ name: 'argus-sidecar', ready: true, restartCount: 0, image: '', imageID: '' }, { name: 'argus-embedder', ready: true, restartCount: 0, image: '', imageID: '' }],
    },
  }],
  approvals: [{
    apiVersion: 'argus.dev/v1alpha1', kind: 'Approval', metadata: meta('apr-9c1e'),
    spec: {
      tenant: 'shop/support-agent', actor: 'support-agent', session: 'cluster-1', tool: 'issue_refund', arguments: '{"order_id":"A-1234","amount":42.0}',
      argumentsSha256: 'ab12cd34ef56ab12cd34ef56ab12cd34ef56ab12cd34ef56ab12cd34ef56ab12', tier: 'DELETE', route: 'ops',
      approvers: { groups: ['ops-team'], users: [] }, reasons: ['tier DELETE needs ops-team'],
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    },
    status: { phase: 'Pending' },
  }],
  workflows: [{ apiVersion: 'argus.dev/v1alpha1', kind: 'Workflow', metadata: meta('support'), spec: sidecar.workflow.spec }],
  actors: [{ apiVersion: 'argus.dev/v1alpha1', kind: 'Actor', metadata: meta('support-agent'), spec: sidecar.actor.spec }],
  gatestacks: [],
};
const KINDS = { namespaces: 'Namespace', deployments: 'Deployment', statefulsets: 'StatefulSet', pods: 'Pod', approvals: 'Approval', workflows: 'Workflow', actors: 'Actor', gatestacks: 'GateStack' };

function send(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function bodyOf(req) {
  let text = '';
  for await (const chunk of req) text += chunk;
  return JSON.parse(text || '{}');
}

createServer(async (req, res) => {
  const url = new URL(req.url, 'http://fake');
  const path = url.pathname;
  try {
    if (req.method === 'POST' && path === '/apis/authentication.k8s.io/v1/tokenreviews') {
      const review = await bodyOf(req);
      const user = USERS[review.spec?.token];
      review.status = user ? { authenticated: true, user } : { authenticated: false, error: 'unknown token' };
      return send(res, 201, review);
    }
    if (req.method === 'POST' && path === '/apis/authorization.k8s.io/v1/subjectaccessreviews') {
      const review = await bodyOf(req);
      const ok = allowed(review.spec?.user, review.spec?.resourceAttributes ?? {});
      review.status = ok ? { allowed: true } : { allowed: false, reason: 'no RBAC rule in the fake API server' };
      return send(res, 201, review);
    }
    // GET …/RESOURCE (all namespaces) or …/namespaces/shop/RESOURCE.
    const resource = path.split('/').pop();
    const items = req.method === 'GET' ? OBJECTS[resource] : undefined;
    if (!items) return send(res, 404, { kind: 'Status', apiVersion: 'v1', status: 'Failure', reason: 'NotFound', code: 404, message: `the fake API server has no ${req.method} ${path}` });
    const inOtherNamespace = /\/namespaces\/([^/]+)\//.exec(path)?.[1];
    const listed = inOtherNamespace && inOtherNamespace !== 'shop' ? [] : items;
    if (url.searchParams.get('watch') === 'true' || url.searchParams.get('watch') === '1') {
      // Open and quiet until the client goes.
      res.writeHead(200, { 'content-type': 'application/json' });
      res.flushHeaders();
      return;
    }
    const apiVersion = listed[0]?.apiVersion ?? (path.startsWith('/apis/argus.dev') ? 'argus.dev/v1alpha1' : 'v1');
    return send(res, 200, { apiVersion, kind: `${KINDS[resource]}List`, metadata: { resourceVersion: '1' }, items: listed });
  } catch (e) {
    return send(res, 500, { kind: 'Status', message: String(e) });
  }
}).listen(Number(port), '127.0.0.1', () => console.log(`fake-kube: listening on ${port}`));
