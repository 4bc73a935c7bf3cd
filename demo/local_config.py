"""Builds the demo's SidecarConfig (local mode) from the example manifests: the same
Workflow, Actor and GateStack a cluster would use, and the example Policy with its
providers pointed at the local mock LLM."""
import argparse
import json
import pathlib

import yaml

ROOT = pathlib.Path(__file__).resolve().parent.parent


def load(kind, name=None):
    """The example of `kind` (named `name`, when there are several of the kind)."""
    for path in sorted((ROOT / "manifests" / "examples").glob("*.yaml")):
        for doc in yaml.safe_load_all(path.read_text()):
            if (
                doc
                and doc.get("kind") == kind
                and (name is None or doc["metadata"]["name"] == name)
            ):
                return doc
    raise SystemExit(f"no {kind} {name or ''} in manifests/examples")


def gate_stack(approvals):
    spec = load("GateStack")["spec"]
    if approvals:
        spec["toolRiskTiers"]["issue_refund"] = "DELETE"
    return spec


def actor(approvals):
    spec = load("Actor", "support-agent")["spec"]
    if approvals:
        spec["tier"] = "DELETE"
    return spec


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--upstream", required=True)
    p.add_argument("--out", required=True)
    p.add_argument("--approvals", action="store_true",
                   help="the approval scene: refunds are DELETE tier, so ops-team must approve them")
    args = p.parse_args()
    policy = load("Policy")
    spec = dict(policy["spec"])
    spec["providers"] = [{"name": "mock", "kind": "openaiCompatible", "baseUrl": args.upstream, "timeoutSeconds": 10}]
    spec["routes"] = [{"model": "*", "providers": ["mock"]}]
    config = {
        "apiVersion": "argus.dev/v1alpha1",
        "kind": "SidecarConfig",
        "name": "demo/support-agent",
        "workflow": {"name": "support", "spec": load("Workflow")["spec"]},
        "actor": {"name": "support-agent", "spec": actor(args.approvals)},
        "policy": {"name": "support", "spec": spec},
        "gateStack": {"name": "support", "spec": gate_stack(args.approvals)},
        "telemetry": {"logFormat": "json", "logLevel": "info"},
    }
    pathlib.Path(args.out).write_text(json.dumps(config, indent=2) + "\n")


if __name__ == "__main__":
    main()
