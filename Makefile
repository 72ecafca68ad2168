# quantward — every task a developer or CI needs. `make help` lists them.
SHELL := /bin/bash
.DEFAULT_GOAL := help

PYTHON      ?= python3.11
UV_VERSION  := 0.13.8
TOOLS       := .cache/tools
UV          := $(TOOLS)/bin/uv
VENV        := .venv
BIN         := $(VENV)/bin
RIG         := $(PYTHON) deploy/local/rig.py
export UV_PYTHON_DOWNLOADS := never
export UV_PROJECT_ENVIRONMENT := $(VENV)

.PHONY: help install demo screenshots chromium test test-isolated test-connected test-crash check lint fmt typecheck layers proto proto-check events events-check api api-check settings settings-check data data-check bench rig-up rig-down rig-status clean helm chart-check image kube-tools sandbox-tools

help: ## list the targets
	@grep -hE '^[a-zA-Z_-]+:.*?## ' $(MAKEFILE_LIST) | awk 'BEGIN {FS = ":.*?## "}; {printf "  \033[36m%-16s\033[0m %s\n", $$1, $$2}'

$(UV):
	@$(PYTHON) -m venv $(TOOLS)
	@$(TOOLS)/bin/pip install --quiet --disable-pip-version-check uv==$(UV_VERSION)

$(BIN)/quantward: $(UV) pyproject.toml uv.lock $(wildcard libs/*/pyproject.toml services/*/pyproject.toml apps/*/pyproject.toml)
	@$(UV) sync --frozen --python $(PYTHON) --quiet
	@touch $@

uv.lock: $(UV) pyproject.toml $(wildcard libs/*/pyproject.toml services/*/pyproject.toml apps/*/pyproject.toml)
	@$(UV) lock --python $(PYTHON) --quiet

install: $(BIN)/quantward ## one editable install of every lib and service into .venv

demo: install ## run the main job on the embedded defaults (no server, no key), then say where the web UI opens it
	@$(BIN)/quantward run earnings-preview --input company=Apple
	@$(BIN)/quantward ui --print-address

# The web UI's browser tests drive Debian's Chromium (Playwright's own browser download is
# unreachable): installed here when missing (as root, as on the project's machines and CI).
chromium:
	@command -v chromium >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; }

test: install chromium sandbox-tools ## unit + contract tests on the embedded adapters (no server needed)
	@$(BIN)/pytest -m "not connected and not chart" -q

screenshots: install chromium ## regenerate the web UI's screenshots in docs/ui/ (its browser tests, saving each page)
	@QW_UI_SCREENSHOTS=docs/ui $(BIN)/pytest -q -p no:cacheprovider tests/e2e/test_web_ui.py

ISOLATED    := .cache/isolated
# the services whose own tests need nothing but the service (the others' tests also start
# neighbouring services or the demo corpus, and run in `make test`)
ISOLATED_SERVICES ?= resolver grounder recorder api

test-isolated: $(UV) ## install each service alone (no other service, no app, no demo-only package) and run its tests there
	@for service in $(ISOLATED_SERVICES); do \
		rm -rf $(ISOLATED) && \
		UV_PROJECT_ENVIRONMENT=$(ISOLATED) $(UV) sync --frozen --quiet --python $(PYTHON) \
			--package quantward-$$service --no-default-groups --group dev && \
		$(ISOLATED)/bin/python tools/check_isolated.py quantward-$$service && \
		$(ISOLATED)/bin/pytest -m "not connected" -q -p no:cacheprovider services/$$service/tests \
		|| exit 1; \
	done

test-connected: install $(HELM) kube-tools sandbox-tools ## tests against real servers; starts the real-infra rig first
	@$(RIG) up all
	@$(RIG) install prometheus
	@set -a; source .rig/env; set +a; $(BIN)/pytest -m "connected and not crash" -q
	@set -a; source .rig/env; set +a; $(BIN)/pytest -m "crash" -q

lint: install ## ruff lint + format check
	@$(BIN)/ruff check .
	@$(BIN)/ruff format --check .

fmt: install ## apply ruff formatting and safe fixes
	@$(BIN)/ruff check --fix .
	@$(BIN)/ruff format .

typecheck: install ## mypy (strict on libs)
	@$(BIN)/mypy libs/contracts/src libs/bus/src libs/graph/src libs/documents/src libs/democorpus/src libs/records/src libs/search/src libs/grounding/src libs/llm/src libs/policy/src libs/workflows/src libs/platform/src libs/gateway/src libs/agents/src libs/validation/src libs/kit/src libs/telemetry/src libs/sandbox/src libs/consumers/src apps/cli/src services/resolver/quantward_resolver services/grounder/quantward_grounder services/search/quantward_search_service services/orchestrator/quantward_orchestrator services/researcher/quantward_researcher services/validator/quantward_validator services/guardian/quantward_guardian services/recorder/quantward_recorder services/api/quantward_api services/sandbox/quantward_sandbox_service tools

layers: install ## the import contract: apps → services → kit → libs, no cycle between packages
	@$(BIN)/lint-imports --no-logo --no-cache

proto: install ## regenerate Python code from proto/
	@$(BIN)/python tools/protogen.py

proto-check: install ## fail if generated proto code is stale
	@$(BIN)/python tools/protogen.py --check

events: install ## regenerate the AsyncAPI document in docs/events/
	@$(BIN)/quantward events asyncapi --write

events-check: install ## fail if docs/events/ is stale
	@$(BIN)/quantward events asyncapi --check

api: install ## regenerate the HTTP API's OpenAPI document (docs/api/openapi.json)
	@$(BIN)/quantward api openapi --write

api-check: install ## fail if docs/api/openapi.json is stale
	@$(BIN)/quantward api openapi --check

settings: install ## regenerate docs/operations/settings.md from the settings classes
	@$(BIN)/quantward settings reference --write

settings-check: install ## fail if docs/operations/settings.md is stale
	@$(BIN)/quantward settings reference --check

data: install ## regenerate the shipped reference data (libs/graph/…/data/, the resolver's common words)
	@$(BIN)/python tools/build_reference_data.py
	@$(BIN)/python tools/build_common_words.py

data-check: install ## fail if the shipped reference data is stale
	@$(BIN)/python tools/build_reference_data.py --check
	@$(BIN)/python tools/build_common_words.py --check

check: lint typecheck layers proto-check events-check api-check settings-check data-check test ## what CI runs before the connected suite

bench: install ## benchmarks → docs/benchmarks/ (starts Kafka, Neo4j, Elasticsearch, OpenSearch and PostgreSQL)
	@$(RIG) up kafka neo4j elasticsearch opensearch postgres
	@set -a; source .rig/env; set +a; $(BIN)/quantward bench

rig-up: ## start every real server of the rig (Kafka, Neo4j, Elasticsearch, OpenSearch, PostgreSQL)
	@$(RIG) up all

rig-down: ## stop every rig server
	@$(RIG) down all

rig-status: ## show the rig's servers and addresses
	@$(RIG) status

# Helm from the Go module proxy, built once per machine (5–11 min) into the user's cache, with
# the version stamps helm's own Makefile sets (its version, and the Kubernetes version it
# assumes when no cluster says otherwise).
MACHINE_CACHE := $(or $(XDG_CACHE_HOME),$(HOME)/.cache)/quantward
HELM_VERSION  := v3.22.0
HELM          := $(MACHINE_CACHE)/tools/helm-$(HELM_VERSION)/helm
HELM_LDFLAGS  := -w -s -X helm.sh/helm/v3/internal/version.version=$(HELM_VERSION) \
	-X helm.sh/helm/v3/internal/version.gitTreeState=clean \
	-X helm.sh/helm/v3/pkg/lint/rules.k8sVersionMajor=1 -X helm.sh/helm/v3/pkg/lint/rules.k8sVersionMinor=37 \
	-X helm.sh/helm/v3/pkg/chartutil.k8sVersionMajor=1 -X helm.sh/helm/v3/pkg/chartutil.k8sVersionMinor=37

$(HELM):
	@echo "building helm $(HELM_VERSION) from the Go module proxy (once per machine)"
	@cd /tmp && GOBIN=$(dir $(HELM)) go install -trimpath -ldflags '$(HELM_LDFLAGS)' helm.sh/helm/v3/cmd/helm@$(HELM_VERSION)

helm: $(HELM) ## build helm once per machine (cached under ~/.cache/quantward/tools)

chart-check: install $(HELM) ## lint the Helm chart, render it with every value set in charts/quantward/ci, validate every object offline, test what it renders
	@QW_HELM=$(HELM) $(BIN)/python tools/chart_check.py
	@QW_HELM=$(HELM) $(BIN)/pytest -m chart -q -p no:cacheprovider tests/chart

sandbox-tools: ## bubblewrap (Debian), which the sandbox's default backend runs agent code in; installed only when missing
	@command -v bwrap >/dev/null || (apt-get update -q >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -q bubblewrap >/dev/null)

kube-tools: ## etcd (Debian) and kube-apiserver (Go module proxy, once per machine) for the chart's install test
	@command -v etcd >/dev/null || (apt-get update -q >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -q etcd-server >/dev/null)
	@deploy/kube/build-apiserver.sh >/dev/null

IMAGE ?= localhost/quantward:dev

image: install ## build the quantward image with buildah (no daemon; base made with mmdebstrap, cached per machine) and smoke-test a service in it
	@deploy/image/build.sh $(IMAGE)
	@$(BIN)/python tools/image_smoke.py $(IMAGE)

clean: ## remove the virtualenv and caches (keeps downloaded server jars)
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
